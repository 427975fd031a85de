import { describe, expect, it } from 'vitest';
import { projectToolMessages, roomFileRule, toRoomFileChunks } from './entities/projects.ts';
import { checkRoomFile, decodeRoomFileData, readImageHeader, roomFileTypeOfName } from './roomFile.rules.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const b64 = (data: Uint8Array | string) => toRoomFileChunks(Buffer.from(data).toString('base64'));

function png(width: number, height: number): Uint8Array {
  const out = new Uint8Array(33);
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(out.buffer).setUint32(16, width);
  new DataView(out.buffer).setUint32(20, height);
  return out;
}

describe('room file rule (§5)', () => {
  it('reads the type from the name: jpg, jpeg, png, svg, bmp, gif in any case, nothing else', () => {
    expect(['a.JPG', 'b.jpeg', 'c.png', 'd.Svg', 'e.bmp', 'f.gif'].map(roomFileTypeOfName)).toEqual([
      'jpeg',
      'jpeg',
      'png',
      'svg',
      'bmp',
      'gif',
    ]);
    expect(['a.webp', 'png', 'a.png.exe', 'a.', ''].map(roomFileTypeOfName)).toEqual([null, null, null, null, null]);
  });

  it('decodes base64 in pieces, with or without a data URL prefix, and refuses anything else', () => {
    expect(decodeRoomFileData(['aGVs', 'bG8='])).toEqual(Uint8Array.from(Buffer.from('hello')));
    expect(decodeRoomFileData('data:image/png;base64,aGVsbG8=')).toEqual(Uint8Array.from(Buffer.from('hello')));
    expect(decodeRoomFileData('aGVsbG8')).toBeNull();
    expect(decodeRoomFileData('a$b=')).toBeNull();
    expect(decodeRoomFileData([''])).toBeNull();
  });

  it('reads sizes from PNG, GIF, BMP (either row order), JPEG and SVG headers', () => {
    expect(readImageHeader(png(640, 480))).toEqual({ type: 'png', width: 640, height: 480 });
    expect(readImageHeader(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x80, 0x02, 0xe0, 0x01))).toEqual({
      type: 'gif',
      width: 640,
      height: 480,
    });
    const bmp = new Uint8Array(54);
    bmp.set([0x42, 0x4d]);
    const view = new DataView(bmp.buffer);
    view.setInt32(14, 40, true);
    view.setInt32(18, 500, true);
    view.setInt32(22, -400, true);
    expect(readImageHeader(bmp)).toEqual({ type: 'bmp', width: 500, height: 400 });
    // SOI, an APP0 of 16 bytes, a DHT (no size in it), then SOF2 (progressive) with 1200 × 900.
    const jpeg = bytes(
      ...[0xff, 0xd8],
      ...[0xff, 0xe0, 0x00, 0x10, ...new Array<number>(14).fill(0)],
      ...[0xff, 0xc4, 0x00, 0x03, 0x00],
      ...[0xff, 0xc2, 0x00, 0x11, 0x08, 0x03, 0x84, 0x04, 0xb0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    );
    expect(readImageHeader(jpeg)).toEqual({ type: 'jpeg', width: 1200, height: 900 });
    const svg = (text: string) => readImageHeader(Uint8Array.from(Buffer.from(text)));
    expect(svg('<svg xmlns="http://www.w3.org/2000/svg" width="800px" height=\'600\'></svg>')).toEqual({
      type: 'svg',
      width: 800,
      height: 600,
    });
    expect(svg('<?xml version="1.0"?><!-- logo --><svg viewBox="0 0 320 200"/>')).toEqual({
      type: 'svg',
      width: 320,
      height: 200,
    });
    expect(svg('<svg width="100%"></svg>')).toEqual({ type: 'svg', width: null, height: null });
    expect(svg('<html><svg width="900" height="900"></svg></html>')).toBeNull();
    expect(readImageHeader(Uint8Array.from(Buffer.from('plain text')))).toBeNull();
  });

  it('answers with the first rule a file breaks, in §5 words', () => {
    const ok = checkRoomFile({ name: 'room.png', data: b64(png(300, 300)) });
    expect(ok).toMatchObject({ ok: true, type: 'png', width: 300, height: 300 });
    const fail = (name: string, data: string[]) => checkRoomFile({ name, data });
    expect(fail('room.webp', b64(png(300, 300)))).toEqual({ ok: false, message: projectToolMessages.roomFileType });
    expect(fail('room.gif', b64(png(300, 300)))).toEqual({ ok: false, message: projectToolMessages.roomFileNotImage });
    expect(fail('room.png', b64(png(300, 299)))).toEqual({
      ok: false,
      message: 'The room file field must be Minimum 300 X 300 pixels.',
    });
    const big = new Uint8Array(roomFileRule.maxBytes + 1);
    big.set(png(1000, 1000));
    expect(fail('room.png', b64(big))).toEqual({
      ok: false,
      message: 'The room file field must not be greater than 700 kilobytes.',
    });
  });

  it('cuts base64 into pieces the server takes', () => {
    const text = 'A'.repeat(4001);
    expect(toRoomFileChunks(text).map((chunk) => chunk.length)).toEqual([2000, 2000, 1]);
    expect(toRoomFileChunks(text).join('')).toBe(text);
  });
});
