import { projectToolMessages, roomFileRule } from '@showroom/api';
import { describe, expect, it } from 'vitest';
import { checkRoomFileInBrowser, roomFileHint } from './roomFileCheck.ts';
import { fileOf, gifBytes, pngBytes } from './roomFileTestFiles.ts';

const svg = (attributes: string) =>
  new TextEncoder().encode(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" ${attributes}></svg>`);

async function refusal(file: File) {
  const check = await checkRoomFileInBrowser(file);
  return check.ok ? null : check.message;
}

describe('checkRoomFileInBrowser (§5 image rule, the server messages)', () => {
  it('refuses a name without an accepted extension, whatever the bytes', async () => {
    expect(await refusal(fileOf(pngBytes(800, 600), 'room.webp', 'image/webp'))).toBe(projectToolMessages.roomFileType);
    expect(await refusal(fileOf(pngBytes(800, 600), 'room', 'image/png'))).toBe(projectToolMessages.roomFileType);
    expect(await refusal(fileOf('plan', 'plan.pdf', 'application/pdf'))).toBe(projectToolMessages.roomFileType);
  });

  it('refuses an empty file and bytes that are not the image the name says', async () => {
    expect(await refusal(fileOf('', 'empty.png', 'image/png'))).toBe(projectToolMessages.roomFileNotImage);
    expect(await refusal(fileOf('just some text', 'fake.png', 'image/png'))).toBe(projectToolMessages.roomFileNotImage);
    // A GIF named .png: the server checks the bytes against the name, so the browser does too.
    expect(await refusal(fileOf(gifBytes(800, 600), 'room.png', 'image/png'))).toBe(
      projectToolMessages.roomFileNotImage,
    );
  });

  it('refuses a file over the size limit before reading it', async () => {
    const large = new Uint8Array(roomFileRule.maxBytes + 1);
    large.set(pngBytes(800, 600));
    expect(await refusal(fileOf(large, 'large.png', 'image/png'))).toBe(projectToolMessages.roomFileTooLarge);
    const atLimit = new Uint8Array(roomFileRule.maxBytes);
    atLimit.set(pngBytes(800, 600));
    expect(await refusal(fileOf(atLimit, 'limit.png', 'image/png'))).toBeNull();
  });

  it('refuses an image under the minimum size with the §5 text', async () => {
    expect(projectToolMessages.roomFileDimensions).toBe('The room file field must be Minimum 300 X 300 pixels.');
    expect(await refusal(fileOf(pngBytes(299, 600), 'narrow.png', 'image/png'))).toBe(
      projectToolMessages.roomFileDimensions,
    );
    expect(await refusal(fileOf(pngBytes(600, 299), 'low.png', 'image/png'))).toBe(
      projectToolMessages.roomFileDimensions,
    );
    expect(await refusal(fileOf(svg('viewBox="0 0 100 100"'), 'small.svg', 'image/svg+xml'))).toBe(
      projectToolMessages.roomFileDimensions,
    );
  });

  it('accepts an image of the minimum size, as a data URL of the type its bytes prove', async () => {
    const check = await checkRoomFileInBrowser(fileOf(pngBytes(300, 300), 'Kitchen.PNG', ''));
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.ready).toMatchObject({ width: 300, height: 300 });
    expect(check.ready.dataUrl.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
    const drawing = await checkRoomFileInBrowser(fileOf(svg('width="640" height="480"'), 'plan.svg', 'image/svg+xml'));
    expect(drawing.ok && drawing.ready.dataUrl.startsWith('data:image/svg+xml;base64,')).toBe(true);
  });

  it('reads a file larger than one call can spread (base64 in slices)', async () => {
    const bytes = new Uint8Array(300 * 1024);
    bytes.set(pngBytes(1200, 900));
    const check = await checkRoomFileInBrowser(fileOf(bytes, 'big.png', 'image/png'));
    expect(check.ok && check.ready.dataUrl.length).toBe('data:image/png;base64,'.length + (300 * 1024 * 4) / 3);
  });

  it('tells the picker the same rule it checks', () => {
    expect(roomFileHint).toBe('JPG, JPEG, PNG, SVG, BMP, GIF; at least 300 × 300 pixels; up to 700 KB.');
  });
});
