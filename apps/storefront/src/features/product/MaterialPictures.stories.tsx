import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { picturesShownWhole } from '../../storybook/picturesShown.ts';

/**
 * The material renderer's pictures, for a designer to review (issue 32): every family the
 * server paints, as a demo product of it (its swatch and its in-room view), and every named
 * finish on the same tile and the same faucet. These are the server's own raster pictures,
 * painted at exactly the size shown (`.storybook/materialGallery.ts`); the page stories show
 * vector stand-ins in the pictures' places instead.
 */
interface GalleryImage {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}
interface GalleryEntry {
  readonly group: 'family' | 'finish';
  readonly label: string;
  readonly caption: string;
  readonly images: readonly GalleryImage[];
}

function MaterialGallery({ entries, title }: { entries: readonly GalleryEntry[]; title: string }) {
  return (
    <section aria-labelledby="gallery-title" style={{ padding: '1.5rem', fontFamily: 'inherit' }}>
      <h1 id="gallery-title" style={{ fontSize: '1.25rem', margin: '0 0 1rem' }}>
        {title}
      </h1>
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(24rem, 1fr))',
          gap: '1.5rem 1rem',
        }}
      >
        {entries.map((entry) => (
          <li key={entry.label} data-label={entry.label}>
            <figure style={{ margin: 0 }}>
              <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-end' }}>
                {entry.images.map((image) => (
                  <img key={image.src} src={image.src} width={image.width} height={image.height} alt={image.alt} />
                ))}
              </div>
              <figcaption style={{ marginTop: '0.375rem', fontSize: '0.875rem' }}>
                <strong>{entry.label}</strong> · {entry.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

const meta = {
  title: 'Features/Material pictures',
  component: MaterialGallery,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  args: { entries: [], title: '' },
  loaders: [
    async () => ({
      entries: (await (await fetch('/media/gallery/index.json')).json()) as GalleryEntry[],
    }),
  ],
} satisfies Meta<typeof MaterialGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The gallery's own addresses (`.storybook/materialGallery.ts`), each picture shown 1:1. */
const shownWhole = (canvasElement: HTMLElement, count: number) =>
  picturesShownWhole(canvasElement, count, { source: /\/media\/gallery\/\d+-(swatch|room)\.jpg$/, wholeHeight: true });

/** The nine surface families and ten object families: a demo product of each, its swatch and its room. */
export const Families: Story = {
  render: (_args, { loaded }) => (
    <MaterialGallery
      title="Material families"
      entries={(loaded.entries as GalleryEntry[]).filter((entry) => entry.group === 'family')}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Material families' })).toBeVisible();
    const labels = [...canvasElement.querySelectorAll('li')].map((item) => item.dataset.label);
    await expect(labels).toEqual([
      'tile',
      'subway',
      'mosaic',
      'plank',
      'slab',
      'ledger',
      'paver',
      'turf',
      'coping',
      'faucet',
      'sink',
      'vanity',
      'tub',
      'shower',
      'toilet',
      'light',
      'fan',
      'appliance',
      'hardware',
    ]);
    await shownWhole(canvasElement, labels.length * 2);
  },
};

/** Every named finish, on the same porcelain tile and the same faucet: no two alike. */
export const Finishes: Story = {
  render: (_args, { loaded }) => (
    <MaterialGallery
      title="Finishes"
      entries={(loaded.entries as GalleryEntry[]).filter((entry) => entry.group === 'finish')}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Finishes' })).toBeVisible();
    const labels = [...canvasElement.querySelectorAll('li')].map((item) => item.dataset.label);
    await expect(labels).toContain('smoked-walnut');
    await expect(labels).toContain('matte-black');
    await expect(labels).toContain('brushed-nickel');
    await expect(new Set(labels).size).toBe(labels.length);
    await expect(labels.length).toBeGreaterThanOrEqual(20);
    await shownWhole(canvasElement, labels.length * 2);
  },
};
