import { expect, waitFor } from 'storybook/test';

/**
 * Every `<img>` in the story loaded and shown 1:1: exactly `count` of them, each decoded at the
 * width it is shown at (and at its height too with `wholeHeight`; a picture cropped by
 * `object-fit: cover` is not), from an address `source` matches. A picture of another size,
 * or a stand-in from elsewhere, fails. Each is then decoded in full, so a screenshot never
 * catches one painted from a partial decode.
 */
export async function picturesShownWhole(
  canvasElement: HTMLElement,
  count: number,
  { source, wholeHeight = false }: { source?: RegExp; wholeHeight?: boolean } = {},
): Promise<void> {
  const images = [...canvasElement.querySelectorAll('img')];
  await expect(images).toHaveLength(count);
  await waitFor(
    () => {
      for (const image of images) {
        expect(image.complete && image.naturalWidth > 0, image.currentSrc).toBe(true);
        if (source) expect(image.currentSrc, image.currentSrc).toMatch(source);
        expect(image.naturalWidth, image.currentSrc).toBe(image.clientWidth);
        if (wholeHeight) expect(image.naturalHeight, image.currentSrc).toBe(image.clientHeight);
      }
    },
    { timeout: 20_000 },
  );
  await Promise.all(images.map((image) => image.decode()));
}
