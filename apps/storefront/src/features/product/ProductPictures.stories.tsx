import type { InspiredDesign, Picture, ProductSummary } from '@showroom/api';
import { vars } from '@showroom/ui/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { picturesShownWhole } from '../../storybook/picturesShown.ts';
import { sampleShopColors } from '../../../../../.storybook/shopColors.ts';
import { InspiredDesignCard } from '../../pages/Home/InspiredDesignCard.tsx';
import { ProductGallery } from '../../pages/Product/ProductGallery.tsx';
import { underShopColour } from '../../storybook/storyVariants.ts';
import { withAppAt } from '../../storybook/withMemoryRouter.tsx';
import { CategoryCard } from './CategoryCard.tsx';
import { ProductCard } from './ProductCard.tsx';

/**
 * The storefront's picture components with the material renderer's own pictures (issue 32):
 * product cards, the product page's gallery and category cards; the gallery also in a shop's
 * colour (its chosen thumbnail's ring is the brand's; the cards take no brand colour at rest, so
 * in a shop colour they look exactly as here). The pictures are the server's (`.storybook/productPictures.ts`), made at
 * exactly the width each component is laid out at here, so every one is shown 1:1 (the page
 * stories show vector stand-ins in their places).
 */
interface StoryProductPictures {
  readonly cards: readonly ProductSummary[];
  readonly gallery: { readonly name: string; readonly pictures: readonly Picture[] };
  readonly categories: readonly { readonly name: string; readonly picture: Picture }[];
  readonly designs: readonly InspiredDesign[];
}

/** The widths the pictures were made at (`storyPictureWidths` in .storybook/productPictures.ts). */
const CARD_PICTURE = '288px';
const GALLERY_PICTURE = '576px';
const CATEGORY_PICTURE = '320px';
const DESIGN_PICTURE = '400px';

/** A card as wide as its picture plus the card's padding and border: the picture is then exactly its width. */
const cardWidth = (picture: string, padding: string) => `calc(${picture} + 2 * ${padding} + 2px)`;

/** A list laid out in columns exactly `column` wide, so each card's picture is its made width. */
function PictureGrid({ label, column, children }: { label: string; column: string; children: ReactNode }) {
  return (
    <ul
      aria-label={label}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, ${column})`,
        gap: vars.space.lg,
      }}
    >
      {children}
    </ul>
  );
}

function Cards({ cards }: { cards: readonly ProductSummary[] }) {
  return (
    <PictureGrid label="Products" column={cardWidth(CARD_PICTURE, vars.space.md)}>
      {cards.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} showroom="DEMO0001" eager />
        </li>
      ))}
    </PictureGrid>
  );
}

function Categories({ categories }: { categories: StoryProductPictures['categories'] }) {
  return (
    <PictureGrid label="Categories" column={cardWidth(CATEGORY_PICTURE, vars.space.sm)}>
      {categories.map((category) => (
        <li key={category.name}>
          <CategoryCard
            name={category.name}
            href={`/category/${encodeURIComponent(category.name)}`}
            image={null}
            picture={category.picture}
          />
        </li>
      ))}
    </PictureGrid>
  );
}

function Designs({ designs }: { designs: readonly InspiredDesign[] }) {
  return (
    <PictureGrid label="Inspired Designs" column={DESIGN_PICTURE}>
      {designs.map((design) => (
        <li key={design.product_hash}>
          <InspiredDesignCard design={design} showroom="DEMO0001" onChoose={() => {}} />
        </li>
      ))}
    </PictureGrid>
  );
}

const meta = {
  title: 'Features/Product pictures',
  decorators: [withAppAt],
  // rasterPictures: rounded picture corners anti-alias differently from run to run (.storybook/visual.ts).
  parameters: { layout: 'fullscreen', route: null, visual: { rasterPictures: true } },
  globals: { viewport: { value: 'desktop' } },
  loaders: [
    async () => ({
      pictures: (await (await fetch('/media/gallery/products.json')).json()) as StoryProductPictures,
    }),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const picturesOf = (loaded: Record<string, unknown>) => loaded['pictures'] as StoryProductPictures;

/** The server renderer's AVIF at this file's addresses, each shown at the width it was made for. */
const shownWhole = (canvasElement: HTMLElement, count: number) =>
  picturesShownWhole(canvasElement, count, { source: /\/media\/gallery\/products\/.+\.avif$/ });

const cardsPlay: Play = async ({ canvasElement }) => {
  const list = await within(canvasElement).findByRole('list', { name: 'Products' });
  const names = within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
  await expect(names).toHaveLength(4);
  await shownWhole(canvasElement, 4);
};

/** Product cards of a tile, a plank, a faucet and a vanity, each with its own swatch. */
export const ProductCards: Story = {
  render: (_args, { loaded }) => <Cards cards={picturesOf(loaded).cards} />,
  play: cardsPlay,
};

const galleryPlay: Play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await shownWhole(canvasElement, 4);
  const main = canvasElement.querySelector('img') as HTMLImageElement;
  await expect(main.currentSrc).toContain('/closeup-576.avif');
  // The second thumbnail puts the in-room view in the main box, at its own full width.
  await userEvent.click(canvas.getByRole('button', { name: /^Show picture 2 of 3: .*, in a room$/ }));
  await waitFor(() =>
    expect((canvasElement.querySelector('img') as HTMLImageElement).currentSrc).toContain('/room-576.avif'),
  );
  await shownWhole(canvasElement, 4);
};

/**
 * The product page's gallery: the close-up large, then the in-room view and the swatch as
 * thumbnails.
 */
export const Gallery: Story = {
  render: (_args, { loaded }) => {
    const { gallery } = picturesOf(loaded);
    return (
      <div style={{ width: GALLERY_PICTURE }}>
        <ProductGallery pictures={gallery.pictures} images={[]} name={gallery.name} />
      </div>
    );
  },
  play: galleryPlay,
};

export const GalleryInShopColour: Story = underShopColour(Gallery, sampleShopColors.saturated.value);

const categoriesPlay: Play = async ({ canvasElement }) => {
  const list = await within(canvasElement).findByRole('list', { name: 'Categories' });
  await expect(within(list).getAllByRole('link')).toHaveLength(4);
  await shownWhole(canvasElement, 4);
};

/** Category cards, each pictured by a room with a product of the category in it. */
export const CategoryCards: Story = {
  render: (_args, { loaded }) => <Categories categories={picturesOf(loaded).categories} />,
  play: categoriesPlay,
};

const designsPlay: Play = async ({ canvasElement }) => {
  const list = await within(canvasElement).findByRole('list', { name: 'Inspired Designs' });
  const links = within(list).getAllByRole('link');
  await expect(links).toHaveLength(3);
  // With a showroom each design opens its product.
  for (const link of links) await expect(link.getAttribute('href')).toMatch(/^\/product\/.+/);
  await shownWhole(canvasElement, 3);
};

/**
 * The home page's Inspired Designs cards (a bathroom, a kitchen and an outdoor design), each the
 * product in its room at a desktop slider's width, with its name and home category. Like the
 * product cards they take no brand colour at rest, so a shop-colour twin would be the same picture.
 */
export const InspiredDesignCards: Story = {
  render: (_args, { loaded }) => <Designs designs={picturesOf(loaded).designs} />,
  play: designsPlay,
};

/**
 * The cards under a shop's colour, for a designer to review in Storybook. No baselines: at rest
 * they take no brand colour, so each would be the same picture as its default-theme story's.
 */
export const ProductCardsInShopColour: Story = {
  ...underShopColour(ProductCards, sampleShopColors.saturated.value),
  tags: ['!visual'],
};
export const CategoryCardsInShopColour: Story = {
  ...underShopColour(CategoryCards, sampleShopColors.saturated.value),
  tags: ['!visual'],
};
export const InspiredDesignCardsInShopColour: Story = {
  ...underShopColour(InspiredDesignCards, sampleShopColors.saturated.value),
  tags: ['!visual'],
};
