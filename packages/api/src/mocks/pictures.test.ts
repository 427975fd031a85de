import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describePicture, endpoints, pictureSchema } from '../contract/index.ts';
import { TEST_BASE_URL } from '../testing/spiedClient.ts';
import { createDemoHandlers } from './handlers.ts';

const server = setupServer(...createDemoHandlers({ baseUrl: TEST_BASE_URL }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('describePicture', () => {
  it('lists every width in every format, best format first, and sizes the picture by its largest width', () => {
    const picture = pictureSchema.parse(describePicture('p7-abc', 'room', 'A room', '#aabbcc'));
    expect(picture).toMatchObject({ width: 1200, height: 900, src: '/media/pictures/p7-abc/room-800.jpg' });
    expect(picture.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    expect(picture.sources[1]?.srcset).toBe(
      '/media/pictures/p7-abc/room-400.webp 400w, /media/pictures/p7-abc/room-800.webp 800w, /media/pictures/p7-abc/room-1200.webp 1200w',
    );
  });
});

describe('mock pictures', () => {
  it('give products, lists and categories the server’s picture shapes, and answer every address at its size', async () => {
    const product = endpoints.getProduct.response.parse(
      await (await fetch(`${TEST_BASE_URL}/api/public?pid=1001`)).json(),
    ).data;
    expect(product.picture?.view).toBe('swatch');
    expect(product.pictures?.map((picture) => picture.view)).toEqual(['swatch', 'closeup', 'room']);
    for (const picture of product.pictures ?? []) {
      for (const entry of picture.sources.flatMap((source) => source.srcset.split(', '))) {
        const [url = '', width = ''] = entry.split(' ');
        const response = await fetch(`${TEST_BASE_URL}${url}`);
        expect(response.status, url).toBe(200);
        const svg = await response.text();
        expect(svg).toContain(`width="${width.replace('w', '')}"`);
        expect(svg).toContain(`fill="${picture.placeholder}"`);
      }
    }
    const profile = endpoints.getShowroomProfile.response.parse(
      await (await fetch(`${TEST_BASE_URL}/api/visualization/shop_profile?vsd_id=DEMO0001`)).json(),
    ).data.data;
    expect(profile?.category.every((category) => category.picture?.view === 'swatch')).toBe(true);
    expect((await fetch(`${TEST_BASE_URL}/media/pictures/demo-1/swatch-160.webp`)).status).toBe(404);
  });
});
