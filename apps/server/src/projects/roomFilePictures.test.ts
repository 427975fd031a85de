import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type Picture,
  type RoomFile,
  pictureFormats,
  pictureMimeTypes,
  projectToolMessages,
  uploadPicturePath,
} from '@showroom/api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fingerprint, databaseFingerprinter } from '../testing/databaseFingerprint.ts';
import { type TestServer, createTestServer, roleAccounts } from '../testing/testServer.ts';
import { base64Of, bmpImage, pngImage, rasterImage, svgImage } from './roomFileFixtures.ts';

/** Issue 32: uploaded room files go through the picture pipeline (media/uploadPictures.ts). */
describe('room file pictures', () => {
  let server: TestServer;
  let token: string;
  let fingerprint: () => Promise<Fingerprint>;

  beforeAll(async () => {
    server = await createTestServer();
    token = await server.tokenFor(roleAccounts.User);
    fingerprint = await databaseFingerprinter(server.database);
  });
  afterAll(() => server.close());

  async function upload(name: string, bytes: Uint8Array) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/projectChat',
      headers: { authorization: `Bearer ${token}` },
      payload: { project_id: 701, file: { name, data: base64Of(bytes) } },
    });
    return { status: response.statusCode, body: response.json<{ data: { room_file: RoomFile }; errors?: unknown }>() };
  }

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
  const keyOf = (file: RoomFile) => /\/media\/room-files\/([a-f0-9]{32})\./.exec(file.url)?.[1] ?? '';

  it('turns a phone photo upright, sizes it at each width and format, and keeps no metadata', async () => {
    // 1600 × 1200 as stored, turned a quarter by its EXIF orientation: 1200 × 1600 upright.
    const photo = await rasterImage('jpeg', 1600, 1200, { orientation: 6 });
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const answer = await upload('Kitchen photo.jpg', photo);
    expect(answer.status).toBe(201);
    const file = answer.body.data.room_file;
    const picture = file.picture as Picture;
    expect(picture).toMatchObject({ view: 'room', width: 1200, height: 1600, widths: [192, 384, 768, 1200] });
    expect(picture.alt).toBe('Room file Kitchen photo.jpg, uploaded by Maya Lopez');
    // The gradient's average: red 200→80 across, green 120, blue 60→180 down.
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(picture.placeholder.slice(at, at + 2), 16));
    expect(Math.abs((r ?? 0) - 140)).toBeLessThan(8);
    expect(Math.abs((g ?? 0) - 120)).toBeLessThan(8);
    expect(Math.abs((b ?? 0) - 120)).toBeLessThan(8);
    expect(picture.sources.map((source) => source.type)).toEqual(pictureFormats.map((f) => pictureMimeTypes[f]));
    expect(picture.src).toBe(uploadPicturePath(keyOf(file), 768, 'jpeg'));

    for (const format of pictureFormats) {
      for (const width of picture.widths) {
        const served = await get(uploadPicturePath(keyOf(file), width, format));
        expect(served.statusCode, `${width} ${format}`).toBe(200);
        expect(served.headers['content-type']).toBe(pictureMimeTypes[format]);
        expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
        const made = await sharp(served.rawPayload).metadata();
        expect(made.format).toBe(format === 'jpeg' ? 'jpeg' : format === 'webp' ? 'webp' : 'heif');
        expect([made.width, made.height]).toEqual([width, Math.round((width * 1600) / 1200)]);
        expect(made.orientation).toBeUndefined();
        expect(made.exif).toBeUndefined();
      }
    }

    const thumbnail = await get(uploadPicturePath(keyOf(file), 192, 'webp'));
    const etag = String(thumbnail.headers.etag);
    expect((await get(uploadPicturePath(keyOf(file), 192, 'webp'), { 'if-none-match': etag })).statusCode).toBe(304);

    // Listed with the same record as the answer gave.
    const chat = await get('/api/projectChat/701', { authorization: `Bearer ${token}` });
    const listed = chat.json<{ data: { room_files: RoomFile[] } }>().data.room_files.find((f) => f.id === file.id);
    expect(listed?.picture).toEqual(picture);
  });

  it('makes every variant on disk behind the answer, once', async () => {
    const answer = await upload('plan.png', await rasterImage('png', 500, 400));
    const file = answer.body.data.room_file;
    expect(file.picture?.widths).toEqual([192, 384, 500]);
    const folder = join(server.config.picturesDir, 'uploads', keyOf(file));
    const expected = file.picture!.widths.length * pictureFormats.length;
    let names: string[] = [];
    for (let tries = 0; tries < 200 && names.length < expected; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      names = (await readdir(folder).catch(() => [])).filter((name) => !name.endsWith('.part'));
    }
    expect(names.sort()).toEqual(
      ['192', '384', '500'].flatMap((width) => ['avif', 'jpg', 'webp'].map((ext) => `${width}.${ext}`)).sort(),
    );
  });

  it('reads a BMP (which libvips cannot) and a GIF through the same pipeline', async () => {
    const bmp = await upload('sketch.bmp', bmpImage(320, 300, { r: 30, g: 90, b: 200 }));
    expect(bmp.status).toBe(201);
    expect(bmp.body.data.room_file.picture).toMatchObject({ width: 320, height: 300, placeholder: '#1e5ac8' });
    const bmpVariant = await get(uploadPicturePath(keyOf(bmp.body.data.room_file), 192, 'jpeg'));
    const { data } = await sharp(bmpVariant.rawPayload).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs((data[2] ?? 0) - 200)).toBeLessThan(6);

    const gif = await upload('layout.gif', await rasterImage('gif', 640, 480));
    expect(gif.status).toBe(201);
    expect(gif.body.data.room_file.picture?.widths).toEqual([192, 384, 640]);
    expect((await get(uploadPicturePath(keyOf(gif.body.data.room_file), 640, 'avif'))).statusCode).toBe(200);
  });

  it('shows an SVG as it was sent: no picture, no variants', async () => {
    const answer = await upload('plan.svg', svgImage('width="800" height="600"'));
    expect(answer.status).toBe(201);
    expect(answer.body.data.room_file.picture).toBeNull();
    expect((await get(uploadPicturePath(keyOf(answer.body.data.room_file), 192, 'webp'))).statusCode).toBe(404);
  });

  it('answers 404 for a width it does not make, an unknown key and a malformed address', async () => {
    const answer = await upload('small.png', pngImage(400, 400));
    const key = keyOf(answer.body.data.room_file);
    expect((await get(uploadPicturePath(key, 400, 'webp'))).statusCode).toBe(200);
    for (const url of [
      uploadPicturePath(key, 768, 'webp'),
      uploadPicturePath(key, 300, 'jpeg'),
      uploadPicturePath('0'.repeat(32), 192, 'webp'),
      `/media/room-files/${key}/192.png`,
      `/media/room-files/${key.toUpperCase()}/192.webp`,
      '/media/room-files/..%2F..%2Fetc/192.webp',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('refuses a picture whose header passes but whose bytes are broken, and keeps nothing', async () => {
    const photo = await rasterImage('jpeg', 800, 600);
    const before = await fingerprint();
    const answer = await upload('cut.jpg', photo.subarray(0, Math.floor(photo.length / 2)));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ file: [projectToolMessages.roomFileNotImage] });
    expect(await fingerprint()).toEqual(before);
  });

  it('refuses a picture larger than the pipeline decodes, with its own message', async () => {
    const answer = await upload('huge.png', pngImage(8001, 300));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ file: ['The room file field must be at most 8000 X 8000 pixels.'] });
  });
});
