import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { themeColumns } from '../../../../../.storybook/shopColors.ts';
import { samplePicture, sampleWidths } from '../../storybook/samplePicture.ts';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Picture, pictureFits, type PictureSet } from './Picture.tsx';

type Sample = Awaited<ReturnType<typeof samplePicture>>;

const meta = {
  title: 'UI/Media/Picture',
  component: Picture,
  loaders: [async () => ({ sample: await samplePicture() })],
  // Replaced by each story's loaded sample; a picture needs one to render at all.
  args: { picture: { alt: '', width: 1, height: 1, placeholder: '#ccc', src: '', sources: [] }, sizes: '200px' },
} satisfies Meta<typeof Picture>;

export default meta;
type Story = StoryObj<typeof meta>;

const sampleOf = (loaded: Record<string, unknown>) => loaded.sample as Sample;
const image = (canvasElement: HTMLElement) => {
  const found = canvasElement.querySelector('img');
  if (!found) throw new Error('no <img>');
  return found;
};
const loadedImage = async (canvasElement: HTMLElement) => {
  const img = image(canvasElement);
  await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
  return img;
};

/**
 * Drawn 200 px wide: of WebP and JPEG the browser takes WebP (the first source it can show) and,
 * of 160, 320 and 640 px, the smallest at least as wide as 200 px at this screen's density. The
 * box has the picture's shape from its width and height before anything loads; lazy by default.
 */
export const Default: Story = {
  render: (args, { loaded }) => (
    <div style={{ width: 200 }}>
      <Picture {...args} picture={sampleOf(loaded)} />
    </div>
  ),
  play: async ({ canvasElement, loaded }) => {
    const sample = sampleOf(loaded);
    const img = await loadedImage(canvasElement);
    await expect(img).toHaveAttribute('alt', 'Warm oak plank, sample');
    await expect(img).toHaveAttribute('width', '640');
    await expect(img).toHaveAttribute('height', '640');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img.getBoundingClientRect().width).toBe(200);
    await expect(img.getBoundingClientRect().height).toBe(200);
    const wanted = 200 * window.devicePixelRatio;
    const index = sampleWidths.findIndex((width) => width >= wanted);
    await expect(img.currentSrc).toBe(sample.urls.webp[index === -1 ? sampleWidths.length - 1 : index]);
  },
};

/**
 * The page's main picture: preloaded from the document's head (the best format's srcset, with
 * its type and the same sizes) and fetched at once, ahead of others.
 */
export const Priority: Story = {
  render: (args, { loaded }) => (
    <div style={{ width: 300 }}>
      <Picture {...args} picture={sampleOf(loaded)} />
    </div>
  ),
  args: { priority: true, sizes: '300px' },
  play: async ({ canvasElement, loaded }) => {
    const sample = sampleOf(loaded);
    const img = await loadedImage(canvasElement);
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].filter(
      (link) => link.getAttribute('imagesrcset') === sample.sources[0]?.srcset,
    );
    await expect(preloads).toHaveLength(1);
    await expect(preloads[0]).toHaveAttribute('imagesizes', '300px');
    await expect(preloads[0]).toHaveAttribute('type', 'image/webp');
    await expect(preloads[0]).toHaveAttribute('fetchpriority', 'high');
  },
};

/**
 * Wider than its largest variant (a 640 px picture in a 400 px box on a dense screen, or drawn
 * larger): it takes the largest. `sizes` is what decides, not the box: here it says 100vw.
 */
export const SizesDecide: Story = {
  render: (args, { loaded }) => (
    <div style={{ width: 160 }}>
      <Picture {...args} picture={sampleOf(loaded)} sizes="100vw" />
    </div>
  ),
  play: async ({ canvasElement, loaded }) => {
    const sample = sampleOf(loaded);
    const img = await loadedImage(canvasElement);
    const wanted = window.innerWidth * window.devicePixelRatio;
    const index = sampleWidths.findIndex((width) => width >= wanted);
    await expect(img.currentSrc).toBe(sample.urls.webp[index === -1 ? sampleWidths.length - 1 : index]);
    await expect(img.getBoundingClientRect().width).toBe(160);
  },
};

/** A square picture in a 4:3 box: cropped to fill it (`cover`), or whole with bands (`contain`). */
export const Fits: Story = {
  render: (args, { loaded }) => (
    <div style={{ display: 'flex', gap: 16 }}>
      {(['cover', 'contain'] as const).map((fit) => (
        <figure key={fit} style={{ margin: 0, width: 160 }}>
          <Picture
            {...args}
            picture={sampleOf(loaded)}
            fit={fit}
            sizes="160px"
            style={{ width: 160, height: 120, backgroundColor: '#e8e4de' }}
            data-fit={fit}
          />
          <figcaption>{fit}</figcaption>
        </figure>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cover = canvasElement.querySelector<HTMLImageElement>('img[data-fit="cover"]');
    const contain = canvasElement.querySelector<HTMLImageElement>('img[data-fit="contain"]');
    await expect(cover && getComputedStyle(cover).objectFit).toBe('cover');
    await expect(contain && getComputedStyle(contain).objectFit).toBe('contain');
    await expect(cover?.getBoundingClientRect().height).toBe(120);
  },
};

const missing: PictureSet = {
  alt: 'Granite slab',
  width: 640,
  height: 480,
  placeholder: '#6b6f73',
  src: '/no-such-picture.jpg',
  sources: [{ type: 'image/webp', srcset: '/no-such-picture-320.webp 320w, /no-such-picture-640.webp 640w' }],
};

/**
 * Before it arrives, or if it never does: the box keeps the picture's shape in its placeholder
 * colour, and no broken-image icon or alt text is painted over it (the alt text stays for
 * screen readers), and `onError` tells the page.
 */
export const Placeholder: Story = {
  render: (args) => (
    <div style={{ width: 240 }}>
      <Picture {...args} picture={missing} sizes="240px" priority onError={args.onError} />
    </div>
  ),
  args: { onError: fn() },
  play: async ({ canvasElement, args }) => {
    const img = image(canvasElement);
    await waitFor(() => expect(img).toHaveAttribute('data-state', 'failed'));
    await waitFor(() => expect(img.complete).toBe(true));
    await expect(canvasElement.querySelectorAll('source')).toHaveLength(0);
    await expect(img.getBoundingClientRect().height).toBe(180);
    await expect(getComputedStyle(img).backgroundColor).toBe('rgb(107, 111, 115)');
    await expect(getComputedStyle(img).color).toBe('rgba(0, 0, 0, 0)');
    await expect(img).toHaveAccessibleName('Granite slab');
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

/** Inside a link that names the product, the picture is decoration: `alt=""`. */
export const Decorative: Story = {
  render: (args, { loaded }) => (
    <a href="#product" style={{ display: 'inline-block', width: 120 }}>
      <Picture {...args} picture={sampleOf(loaded)} alt="" sizes="120px" />
      Warm oak plank
    </a>
  ),
  play: async ({ canvasElement }) => {
    const img = image(canvasElement);
    await expect(img).toHaveAttribute('alt', '');
    await expect(img).toHaveAttribute('loading', 'lazy');
    const link = canvasElement.querySelector('a');
    await expect(link).toHaveAccessibleName('Warm oak plank');
  },
};

const states = ['loaded', 'failed'] as const;

/**
 * Every fit in both states, in a 4:3 box: loaded (cropped, or whole with the box's colour
 * around it) and failed (the placeholder colour, no icon). A picture takes no colour from the
 * theme, so one theme is enough.
 */
export const StateMatrix: Story = {
  render: (args, { loaded }) => (
    <ThemedMatrix
      rows={pictureFits}
      columns={states}
      rowHeader="Fit"
      themes={themeColumns.slice(0, 1)}
      renderCell={(fit, state) => (
        <Picture
          {...args}
          picture={state === 'loaded' ? sampleOf(loaded) : missing}
          fit={fit}
          sizes="160px"
          priority
          style={{ width: 160, height: 120 }}
          data-fit={fit}
          data-case={state}
        />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const cells = (state: string) => [...canvasElement.querySelectorAll<HTMLImageElement>(`img[data-case="${state}"]`)];
    await expect(cells('loaded')).toHaveLength(2);
    for (const img of cells('loaded')) await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
    for (const img of cells('failed')) await waitFor(() => expect(img).toHaveAttribute('data-state', 'failed'));
  },
};
