// The root package does not depend on the workspace packages, so the modules are imported by path.
import { demoImagePath, getDemoDataset, renderDemoImage, renderMockPicture } from '../packages/api/src/demo/index.ts';

const { products } = getDemoDataset();

/**
 * The bytes for a mock picture address (`/media/pictures/demo-{id}/…`): the mocks' stand-in, an
 * SVG of the variant's size in the product's placeholder colour with faint joints. Null for any
 * other address, or a product the demo catalogue does not have (its picture then fails and
 * shows its placeholder colour, as a missing picture does in the store).
 *
 * Not the server renderer's raster pictures: tried, and the stories' screenshots then differed
 * by a few pixels at picture edges from run to run (stories share one page, and Chromium scales
 * a raster picture from whichever decode of it it already holds). A vector picture is drawn at
 * its box's size every time.
 */
/** A resized upload's variant (`/media/room-files/{key}/{width}.{ext}`): the demo kitchen photo stands in, drawn as a vector for the same reason. */
const uploadVariantPath = /^\/media\/room-files\/[a-f0-9]{32}\/\d{1,5}\.(avif|webp|jpg)$/;

export function storyPicture(path: string): { type: string; bytes: Promise<Buffer> } | null {
  const svg = uploadVariantPath.test(path)
    ? renderDemoImage(demoImagePath('rooms', 'kitchen-before'))
    : renderMockPicture(path, products);
  return svg === null ? null : { type: 'image/svg+xml', bytes: Promise.resolve(Buffer.from(svg)) };
}
