import type { PictureSet } from '../components/Picture/Picture.tsx';

/** The widths a sample picture is drawn at, smallest first. */
export const sampleWidths = [160, 320, 640] as const;

/**
 * A picture for stories, drawn in the browser: a tiled surface (grout lines every eighth of its
 * width) with the variant's width written on it, at each width in WebP and JPEG, behind blob
 * addresses. A story can read `currentSrc` to see which one the browser chose, and a
 * screenshot shows it.
 */
export async function samplePicture({
  aspect = 1,
  tile = '#b08a5a',
  grout = '#efe6d8',
  placeholder = '#a4825a',
  alt = 'Warm oak plank, sample',
}: { aspect?: number; tile?: string; grout?: string; placeholder?: string; alt?: string } = {}): Promise<
  PictureSet & { urls: Record<'webp' | 'jpeg', string[]> }
> {
  const urls: Record<'webp' | 'jpeg', string[]> = { webp: [], jpeg: [] };
  for (const width of sampleWidths) {
    const height = Math.round(width * aspect);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = grout;
    context.fillRect(0, 0, width, height);
    const step = width / 8;
    context.fillStyle = tile;
    for (let y = 0; y < height; y += step)
      for (let x = 0; x < width; x += step) context.fillRect(x + 1, y + 1, step - 2, step - 2);
    context.fillStyle = '#1d1d1d';
    context.font = `bold ${Math.round(width / 6)}px sans-serif`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(`${width}w`, width / 2, height / 2);
    for (const format of ['webp', 'jpeg'] as const) {
      const blob = await canvas.convertToBlob({ type: `image/${format}`, quality: 0.9 });
      urls[format].push(URL.createObjectURL(blob));
    }
  }
  const largest = sampleWidths[sampleWidths.length - 1] ?? 640;
  const srcset = (format: 'webp' | 'jpeg') =>
    urls[format].map((url, index) => `${url} ${sampleWidths[index]}w`).join(', ');
  return {
    alt,
    width: largest,
    height: Math.round(largest * aspect),
    placeholder,
    src: urls.jpeg[1] ?? '',
    sources: [
      { type: 'image/webp', srcset: srcset('webp') },
      { type: 'image/jpeg', srcset: srcset('jpeg') },
    ],
    urls,
  };
}
