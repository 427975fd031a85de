import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatFileSize,
  hasAcceptedImageExtension,
  imageDimensionsMessage,
  meetsMinimum,
  mergeFiles,
} from './FileDropzone.rules.ts';

describe('image rule (SPEC §5)', () => {
  it('has the exact message', () => {
    expect(imageDimensionsMessage({ field: 'business logo', width: 200, height: 100 })).toBe(
      'The business logo field must be Minimum 200 X 100 pixels.',
    );
  });
  it('accepts only jpg, jpeg, png, svg, bmp and gif, in any case', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'b.png', 'c.svg', 'd.bmp', 'e.Gif', 'my.photo.png']) {
      expect(hasAcceptedImageExtension(name)).toBe(true);
    }
    for (const name of ['a.webp', 'a.pdf', 'png', 'a.png.exe', 'a.', '']) {
      expect(hasAcceptedImageExtension(name)).toBe(false);
    }
  });
  it('needs both the width and the height', () => {
    expect(meetsMinimum({ width: 200, height: 100 }, { width: 200, height: 100 })).toBe(true);
    expect(meetsMinimum({ width: 199, height: 400 }, { width: 200, height: 100 })).toBe(false);
    expect(meetsMinimum({ width: 400, height: 99 }, { width: 200, height: 100 })).toBe(false);
    expect(meetsMinimum(null, { width: 1, height: 1 })).toBe(false);
  });
});

describe('mergeFiles', () => {
  it('replaces the file when one is allowed', () => {
    expect(mergeFiles(['a'], ['b'], 1)).toEqual({ files: ['b'], overflow: 0 });
    expect(mergeFiles([], ['b', 'c'], 1)).toEqual({ files: ['c'], overflow: 1 });
  });
  it('adds files up to the maximum', () => {
    expect(mergeFiles(['a'], ['b', 'c', 'd'], 3)).toEqual({ files: ['a', 'b', 'c'], overflow: 1 });
  });
  it('never keeps more than max, and loses nothing it reports', () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), fc.array(fc.nat()), fc.integer({ min: 1, max: 10 }), (current, added, max) => {
        const kept = current.slice(0, max);
        const { files, overflow } = mergeFiles(kept, added, max);
        expect(files.length).toBeLessThanOrEqual(max);
        if (max > 1) expect(files.length + overflow).toBe(kept.length + added.length);
      }),
    );
  });
});

describe('formatFileSize', () => {
  it('reads like a file manager', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2458)).toBe('2.4 KB');
    expect(formatFileSize(1_300_000)).toBe('1.2 MB');
    expect(formatFileSize(300 * 1024)).toBe('300 KB');
  });
});
