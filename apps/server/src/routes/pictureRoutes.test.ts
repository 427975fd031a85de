import { type Picture, endpoints, pictureMimeTypes } from '@showroom/api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url, headers });
}

/** Every address of a picture with the width it claims, from its srcsets. */
function variantsOf(picture: Picture): { url: string; width: number; type: string }[] {
  return picture.sources.flatMap((source) =>
    source.srcset.split(', ').map((entry) => {
      const [url = '', width = ''] = entry.split(' ');
      return { url, width: Number(width.replace('w', '')), type: source.type };
    }),
  );
}

/** Asks until the variant is made (the first request queued it), at most `ms`. */
async function whenMade(url: string, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    const response = await get(url);
    if (response.headers['x-picture'] !== 'placeholder') return response;
    if (Date.now() > until) throw new Error(`${url} was not made within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function productGallery(): Promise<Picture[]> {
  const response = await get('/api/public?pid=1001');
  const product = endpoints.getProduct.response.parse(response.json()).data;
  return product.pictures ?? [];
}

describe('product pictures in the API', () => {
  it('gives a product its swatch, close-up and room view with srcset-able variants and sizes', async () => {
    const pictures = await productGallery();
    expect(pictures.map((picture) => picture.view)).toEqual(['swatch', 'closeup', 'room']);
    for (const picture of pictures) {
      expect(picture.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
      for (const { url, width } of variantsOf(picture)) {
        expect(picture.widths).toContain(width);
        expect(url).toMatch(
          new RegExp(`^/media/pictures/p1001-[0-9a-f]{16}/${picture.view}-${width}\\.(avif|webp|jpg)$`),
        );
      }
      expect(picture.width).toBe(Math.max(...picture.widths));
      expect(picture.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('gives list products their swatch and categories the swatch of a product they hold', async () => {
    const list = await server.app.inject({
      method: 'POST',
      url: '/api/visualization/products',
      payload: { category: 'subway-tile', showroom: 'DEMO0001' },
    });
    const rows = endpoints.listShowroomProducts.response.parse(list.json()).data.data;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.picture?.view).toBe('swatch');
    // Different products, different addresses; the same product in two answers, the same one.
    expect(new Set(rows.map((row) => row.picture?.src)).size).toBe(rows.length);

    const profile = await get('/api/visualization/shop_profile?vsd_id=DEMO0001');
    const categories = endpoints.getShowroomProfile.response.parse(profile.json()).data.data?.category ?? [];
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) {
      expect(category.picture?.alt).toBe(category.name);
      for (const child of category.children) expect(child.picture?.view).toBe('swatch');
    }
  });
});

describe('product pictures in the cart', () => {
  it("gives each cart line its product's swatch, the same picture the product's card shows", async () => {
    const [swatch] = await productGallery();
    const added = await server.app.inject({
      method: 'POST',
      url: '/api/projectCart/sync_to_cart',
      payload: { product_id: 1001, quantity: 1, action: 'cart', showroom: 'DEMO0001' },
    });
    expect(added.statusCode).toBe(200);
    const [line] = endpoints.syncToCart.response.parse(added.json()).data.Project_tans;
    expect(line?.product_id).toBe(1001);
    expect(line?.picture?.view).toBe('swatch');
    expect(line?.picture?.src).toBe(swatch?.src);
    expect(line?.picture?.sources).toEqual(swatch?.sources);
  });
});

describe('GET /media/pictures/…', () => {
  it('answers a variant not made yet at once with a placeholder of its size and type, and not for keeps', async () => {
    const [swatch] = await productGallery();
    if (!swatch) throw new Error('no swatch');
    const small = variantsOf(swatch).find((variant) => variant.width === 160 && variant.type === 'image/webp');
    if (!small) throw new Error('no 160 webp');
    const response = await get(small.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-picture']).toBe('placeholder');
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([160, 160]);
  });

  it('serves every advertised variant once made: its type, its width, cached for good, with an ETag and 304', async () => {
    const [swatch] = await productGallery();
    if (!swatch) throw new Error('no swatch');
    const variants = variantsOf(swatch);
    expect(variants).toHaveLength(9);
    // The view's variants are made together; its largest AVIF is the last one written.
    const last = variants.find((variant) => variant.type === 'image/avif' && variant.width === swatch.width);
    await whenMade(last?.url ?? '');
    for (const variant of variants) {
      const response = await get(variant.url);
      expect(response.statusCode, variant.url).toBe(200);
      expect(response.headers['x-picture']).toBeUndefined();
      expect(response.headers['content-type']).toBe(variant.type);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(response.rawPayload).metadata();
      const format = { 'image/avif': 'heif', 'image/webp': 'webp', 'image/jpeg': 'jpeg' }[variant.type];
      expect([metadata.format, metadata.width, metadata.height]).toEqual([format, variant.width, variant.width]);

      const etag = response.headers.etag;
      expect(etag).toMatch(/^"[\w-]{22}"$/);
      const again = await get(variant.url, { 'if-none-match': String(etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    expect(Object.values(pictureMimeTypes)).toContain(variants[0]!.type);
  }, 90_000);

  it('refuses addresses that name no picture', async () => {
    const [swatch] = await productGallery();
    if (!swatch) throw new Error('no swatch');
    const key = swatch.src.split('/')[3] ?? '';
    const stale = key.replace(/-[0-9a-f]{16}$/, '-0000000000000000');
    for (const url of [
      `/media/pictures/${key}/swatch-161.webp`,
      `/media/pictures/${key}/swatch-160.png`,
      `/media/pictures/${key}/ceiling-160.webp`,
      `/media/pictures/${stale}/swatch-160.webp`,
      `/media/pictures/p999999-0000000000000000/swatch-160.webp`,
      `/media/pictures/not-a-key/swatch-160.webp`,
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });
});
