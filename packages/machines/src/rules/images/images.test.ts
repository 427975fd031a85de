import { describe, expect, it } from 'vitest';
import {
  acceptedImageExtensions,
  hasAcceptedImageExtension,
  imageDimensionsMessage,
  maxDimensionsRule,
} from './images.rules.ts';

const rule = { field: 'logo', width: 200, height: 100 };

describe('image maxdimensions rule (§5)', () => {
  it('accepts only jpg, jpeg, png, svg, bmp and gif, in any case', () => {
    expect(acceptedImageExtensions).toEqual(['jpg', 'jpeg', 'png', 'svg', 'bmp', 'gif']);
    expect(['a.JPG', 'b.jpeg', 'c.png', 'd.svg', 'e.bmp', 'f.gif'].every(hasAcceptedImageExtension)).toBe(true);
    expect(['a.webp', 'jpg', 'a.png.exe', 'png'].some(hasAcceptedImageExtension)).toBe(false);
  });

  it('needs every file to meet the minimum width and height', () => {
    expect(maxDimensionsRule([{ name: 'a.png', width: 200, height: 100 }], rule)).toEqual({ valid: true });
    expect(maxDimensionsRule([], rule)).toEqual({ valid: true });
    expect(
      maxDimensionsRule(
        [
          { name: 'a.png', width: 400, height: 300 },
          { name: 'b.png', width: 199, height: 300 },
        ],
        rule,
      ),
    ).toEqual({ valid: false, message: 'The logo field must be Minimum 200 X 100 pixels.' });
    expect(maxDimensionsRule([{ name: 'a.png', width: 400, height: 99 }], rule).valid).toBe(false);
    expect(maxDimensionsRule([{ name: 'a.webp', width: 400, height: 300 }], rule).valid).toBe(false);
  });

  it("uses the server's message when there is one", () => {
    const small = [{ name: 'a.png', width: 1, height: 1 }];
    expect(maxDimensionsRule(small, rule, 'Logo too small.')).toEqual({ valid: false, message: 'Logo too small.' });
    expect(maxDimensionsRule(small, rule, ' ')).toEqual({ valid: false, message: imageDimensionsMessage(rule) });
    expect(maxDimensionsRule(small, rule, null)).toEqual({ valid: false, message: imageDimensionsMessage(rule) });
  });
});
