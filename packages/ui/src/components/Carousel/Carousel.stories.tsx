import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleShopColors } from '../../../../../.storybook/shopColors.ts';
import { animationsSettled } from '../../storybook/animations.ts';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { StateMessage } from '../StateMessage/StateMessage.tsx';
import { Text } from '../Text/Text.tsx';
import { Carousel, CarouselControl, carouselGaps, type CarouselProps } from './Carousel.tsx';

/**
 * A room picture drawn in SVG (wall, floor, window, a piece of furniture), so stories load
 * nothing from outside and every screenshot is the same. No text inside: an image cannot use
 * the page's font.
 */
function roomPicture(wall: string, floor: string, accent: string, variant: number): string {
  const furnitureX = 40 + ((variant * 37) % 150);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240">
<rect width="320" height="240" fill="${wall}"/>
<rect y="170" width="320" height="70" fill="${floor}"/>
<rect x="${200 - ((variant * 23) % 120)}" y="40" width="80" height="90" rx="4" fill="#eef6fb" stroke="${accent}" stroke-width="6"/>
<rect x="${furnitureX}" y="120" width="110" height="60" rx="8" fill="${accent}"/>
<circle cx="${furnitureX + 20}" cy="110" r="14" fill="${floor}"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const bathroomDesigns = [
  { name: 'Spa white', wall: '#e8eef1', floor: '#b8c4cc', accent: '#5b7c8d' },
  { name: 'Warm terracotta', wall: '#f3e3d8', floor: '#c98b6b', accent: '#8f4a32' },
  { name: 'Forest green', wall: '#dfe9df', floor: '#9bb39a', accent: '#3f6b4a' },
  { name: 'Marble and brass', wall: '#f4f1ea', floor: '#d6cfbf', accent: '#a88a3d' },
  { name: 'Midnight blue', wall: '#d9dfee', floor: '#7f8fb5', accent: '#27345e' },
  { name: 'Sandstone', wall: '#efe6d6', floor: '#cdb894', accent: '#7d6541' },
  { name: 'Black and white', wall: '#f2f2f2', floor: '#9a9a9a', accent: '#2b2b2b' },
].map((design, index) => ({ ...design, src: roomPicture(design.wall, design.floor, design.accent, index) }));

/** The seven brands of the demo catalogue, as the storefront's brand partner list names them. */
const brands = ['Northfield', 'Casa Verde', 'Stonecraft', 'Luma Home', 'Pacific Mill', 'Ironwood', 'Bayside'];

/** SPEC §2's Shop by category rows. */
const categories = [
  'Appliances',
  'Artificial Turf',
  'Backsplash Tiles',
  'Bathroom Faucets',
  'Bathroom Vanitys',
  'Bath Tubs',
  'Cabinet Hardware',
  'Countertop',
  'Fans',
  'Hardscaping',
  'Hardwood Flooring',
  'Kitchen Faucets',
  'Kitchen Sinks',
  'Laminate Flooring',
  'Lights',
  'luxury-flooring',
  'Pool Copings',
  'Showers',
  'Stacked Stone',
  'Tile Flooring',
  'Toilets',
];
const categoryPicture = (index: number) =>
  roomPicture(
    `hsl(${(index * 47) % 360} 35% 90%)`,
    `hsl(${(index * 47) % 360} 25% 70%)`,
    `hsl(${(index * 47) % 360} 40% 35%)`,
    index,
  );

/** Story links stay on the page. */
const stay = (event: { preventDefault: () => void }) => event.preventDefault();

function DesignSlide({ name, src }: { name: string; src: string }) {
  return (
    <figure style={{ margin: 0, display: 'grid', gap: 8 }}>
      {/* Below the fold on the home page: the consumer asks for lazy loading. */}
      <img
        src={src}
        alt={`${name} bathroom`}
        loading="lazy"
        width={320}
        height={240}
        style={{ width: '100%', height: 'auto', display: 'block', borderRadius: 8 }}
      />
      <figcaption>
        <Text size="sm">{name}</Text>
      </figcaption>
    </figure>
  );
}

function BrandSlide({ name }: { name: string }) {
  return (
    <a
      href={`/our-brands#${name.toLowerCase().replace(/\W+/g, '-')}`}
      onClick={stay}
      style={{
        display: 'grid',
        placeItems: 'center',
        height: 88,
        border: '1px solid #d4d4d8',
        borderRadius: 8,
        color: '#27272a',
        fontWeight: 700,
        fontSize: 18,
        textDecoration: 'none',
      }}
    >
      {name}
    </a>
  );
}

function CategorySlide({ name, index }: { name: string; index: number }) {
  return (
    <a
      href={`/department/${name.toLowerCase().replace(/\W+/g, '-')}`}
      onClick={stay}
      style={{ display: 'grid', gap: 8, color: 'inherit', textDecoration: 'none' }}
    >
      <img
        src={categoryPicture(index)}
        alt=""
        loading="lazy"
        width={320}
        height={240}
        style={{ width: '100%', height: 'auto', display: 'block', borderRadius: 8 }}
      />
      <Text weight="medium">{name}</Text>
    </a>
  );
}

function SectionHeader({ title, href }: { title: string; href?: string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'baseline', gap: 16 }}>
      <Heading level={2} size="lg">
        {title}
      </Heading>
      {href ? (
        <Button asChild variant="link">
          <a href={href} onClick={stay}>
            See All
          </a>
        </Button>
      ) : null}
    </div>
  );
}

/** Stories render at the viewport's width, as the home page does. */
function Frame({ children }: { children: ReactNode }) {
  return <div style={{ padding: 24 }}>{children}</div>;
}

const meta = {
  title: 'UI/Commerce/Carousel',
  component: Carousel,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  args: {
    label: 'Bathroom designs',
    slidesPerView: { base: 1.2, tablet: 2, desktop: 3 },
    children: bathroomDesigns.map((design) => <DesignSlide key={design.name} {...design} />),
  },
  argTypes: { gap: { control: 'inline-radio', options: carouselGaps } },
  render: (args) => (
    <Frame>
      <Carousel {...args} />
    </Frame>
  ),
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Images that are in view have loaded, so the screenshot shows them. */
async function imagesInViewLoaded(canvasElement: HTMLElement) {
  const viewport = canvasElement.querySelector('[data-part="viewport"]')!.getBoundingClientRect();
  const inView = Array.from(canvasElement.querySelectorAll('img')).filter((img) => {
    const box = img.getBoundingClientRect();
    return box.right > viewport.left && box.left < viewport.right;
  });
  await waitFor(() => expect(inView.every((img) => img.complete && img.naturalWidth > 0)).toBe(true));
}

/** Indexes of the slides wholly inside the viewport (1 px tolerance for sub-pixel layout). */
function slidesInView(canvasElement: HTMLElement): number[] {
  const viewport = canvasElement.querySelector('[data-part="viewport"]')!.getBoundingClientRect();
  return Array.from(canvasElement.querySelectorAll('[data-part="slide"]')).flatMap((slide, index) => {
    const box = slide.getBoundingClientRect();
    return box.left >= viewport.left - 1 && box.right <= viewport.right + 1 ? [index] : [];
  });
}

/** Long enough for embla's slide animation to come to rest on a busy machine. */
const settled = { timeout: 4000 };

/** Waits until the slides stop moving: the same position over five frames, the screenshot's moment. */
async function atRest(canvasElement: HTMLElement) {
  const container = canvasElement.querySelector('[data-part="viewport"]')!.firstElementChild!;
  let still = 0;
  let last = '';
  for (let frame = 0; frame < 600 && still < 5; frame++) {
    await nextFrame();
    const now = getComputedStyle(container).transform;
    still = now === last ? still + 1 : 0;
    last = now;
  }
  // A button that has just become disabled is still fading to its disabled colours.
  await animationsSettled(canvasElement);
}

const announcer = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-part="announcer"]')!;

/**
 * An Inspired Designs tab: seven room pictures, three per view on a desktop. Next shows the
 * next three and says so politely; Previous becomes available.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Bathroom designs' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = canvas.getAllByRole('group');
    await expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      ['1', '2', '3', '4', '5', '6', '7'].map((position) => `${position} of 7`),
    );
    await expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    const previous = canvas.getByRole('button', { name: 'Previous slides' });
    const next = canvas.getByRole('button', { name: 'Next slides' });
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'false'));
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAttribute('aria-controls', canvasElement.querySelector('[data-part="viewport"]')!.id);
    await expect(slidesInView(canvasElement)).toEqual([0, 1, 2]);
    for (const img of canvasElement.querySelectorAll('img')) await expect(img).toHaveAttribute('loading', 'lazy');

    await userEvent.click(next);
    await expect(announcer(canvasElement)).toHaveTextContent('Slides 4 to 6 of 7');
    await expect(announcer(canvasElement)).toHaveAttribute('aria-live', 'polite');
    await atRest(canvasElement);
    await waitFor(() => expect(slidesInView(canvasElement)).toEqual([3, 4, 5]), settled);
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
    await imagesInViewLoaded(canvasElement);
  },
};

/** Brand partners, six per view on a desktop: seven brands, so Next shows the seventh. */
export const BrandPartners: Story = {
  args: {
    label: 'Brand partners',
    slidesPerView: { base: 2, tablet: 4, desktop: 6 },
    gap: 'md',
    header: <SectionHeader title="Brand Partners" href="/our-brands" />,
    children: brands.map((name) => <BrandSlide key={name} name={name} />),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Brand partners' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Brand Partners', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See All' })).toHaveAttribute('href', '/our-brands');
    await expect(slidesInView(canvasElement)).toEqual([0, 1, 2, 3, 4, 5]);
    const widths = canvas.getAllByRole('group').map((slide) => Math.round(slide.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
    const next = canvas.getByRole('button', { name: 'Next slides' });
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(next);
    await expect(announcer(canvasElement)).toHaveTextContent('Slides 2 to 7 of 7');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await atRest(canvasElement);
    await waitFor(() => expect(slidesInView(canvasElement)).toEqual([1, 2, 3, 4, 5, 6]), settled);
  },
};

/** Shop by category, four per view on a desktop, on a dark shop's theme. */
export const ShopByCategory: Story = {
  globals: { shopColor: sampleShopColors.dark.value },
  args: {
    label: 'Shop by category',
    slidesPerView: { base: 2.5, tablet: 3, desktop: 4 },
    header: <SectionHeader title="Shop by category" />,
    children: categories.map((name, index) => <CategorySlide key={name} name={name} index={index} />),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(slidesInView(canvasElement)).toEqual([0, 1, 2, 3]);
    const next = canvas.getByRole('button', { name: 'Next slides' });
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'false'));
    // Themed: the buttons' icons take the shop's brand text colour.
    await expect(getComputedStyle(next).color).not.toBe(getComputedStyle(document.body).color);
    await imagesInViewLoaded(canvasElement);
  },
};

/** Dispatches a horizontal mouse drag across the element, as embla listens for it. */
async function drag(element: Element, distance: number) {
  const box = element.getBoundingClientRect();
  const y = box.top + box.height / 2;
  const startX = box.left + box.width / 2;
  const fire = (type: string, x: number, target: EventTarget) =>
    target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0 }));
  fire('mousedown', startX, element);
  for (let step = 1; step <= 6; step++) {
    fire('mousemove', startX + (distance * step) / 6, element);
    await nextFrame();
  }
  fire('mouseup', startX + distance, element);
}

/**
 * On a phone: two and a half categories per view, the half a hint that there is more. A swipe
 * (here a drag, which embla treats alike) moves the row; it is not announced, as the pattern asks.
 */
export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: ShopByCategory.args,
  render: (args) => (
    <div style={{ padding: 16 }}>
      <Carousel {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const viewport = canvasElement.querySelector('[data-part="viewport"]')!;
    const [first, second] = canvas.getAllByRole('group');
    const gap = Number.parseFloat(getComputedStyle(viewport.firstElementChild!).columnGap);
    const expected = (viewport.getBoundingClientRect().width - 1.5 * gap) / 2.5;
    await expect(first!.getBoundingClientRect().width).toBeCloseTo(expected, 0);
    await expect(slidesInView(canvasElement)).toEqual([0, 1]);
    await expect(second!.getBoundingClientRect().width).toBeCloseTo(expected, 0);
    const next = canvas.getByRole('button', { name: 'Next slides' });
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'false'));

    await drag(viewport, -200);
    await waitFor(() => expect(slidesInView(canvasElement)[0]).toBeGreaterThan(0));
    await expect(canvas.getByRole('button', { name: 'Previous slides' })).toHaveAttribute('aria-disabled', 'false');
    await expect(announcer(canvasElement)).toHaveTextContent('');
    // Back to the start for the screenshot, by the button this time.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slides' }));
    await atRest(canvasElement);
    await waitFor(() => expect(slidesInView(canvasElement)).toEqual([0, 1]), settled);
    await imagesInViewLoaded(canvasElement);
  },
};

/**
 * Arrow keys move a page when focus is in the slides or on the buttons. Focus in a slide that
 * leaves the view follows to the first slide in view; at the end Next is disabled but keeps
 * focus. Tabbing to a link out of view brings its slide into view.
 */
export const KeyboardNavigation: Story = {
  args: ShopByCategory.args,
  play: async ({ canvas, canvasElement }) => {
    const live = announcer(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next slides' });
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'false'));
    const slides = canvas.getAllByRole('group');

    canvas.getByRole('link', { name: 'Appliances' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(live).toHaveTextContent('Slides 5 to 8 of 21');
    await expect(slides[4]).toHaveFocus();
    await expect(slides[4]).toHaveAccessibleName('5 of 21');
    // The slide that took focus shows it.
    await expect(getComputedStyle(slides[4]!).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(live).toHaveTextContent('Slides 1 to 4 of 21');
    await expect(slides[0]).toHaveFocus();

    // Tab walks every slide's link; the one out of view scrolls in.
    for (let press = 0; press <= 5; press++) await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Bath Tubs' })).toHaveFocus();
    await atRest(canvasElement);
    await waitFor(() => expect(slidesInView(canvasElement)).toContain(5), settled);

    // From the Next button: arrows all the way to the end.
    next.focus();
    for (let press = 0; press < 6; press++) await userEvent.keyboard('{ArrowRight}');
    await expect(live).toHaveTextContent('Slides 18 to 21 of 21');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(live).toHaveTextContent('Slides 18 to 21 of 21');
    await atRest(canvasElement);
    await waitFor(() => expect(slidesInView(canvasElement)).toEqual([17, 18, 19, 20]), settled);
  },
};

/** Three brands where six fit: nothing to move to, both buttons disabled. */
export const FewerSlidesThanPerView: Story = {
  args: {
    label: 'Brand partners',
    slidesPerView: { base: 2, tablet: 4, desktop: 6 },
    gap: 'md',
    header: <SectionHeader title="Brand Partners" href="/our-brands" />,
    children: brands.slice(0, 3).map((name) => <BrandSlide key={name} name={name} />),
  },
  play: async ({ canvas, canvasElement }) => {
    const previous = canvas.getByRole('button', { name: 'Previous slides' });
    const next = canvas.getByRole('button', { name: 'Next slides' });
    await nextFrame();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(announcer(canvasElement)).toHaveTextContent('');
    await expect(slidesInView(canvasElement)).toEqual([0, 1, 2]);
    await expect(canvas.getAllByRole('group')[0]).toHaveAccessibleName('1 of 3');
    // The picture shows both buttons at rest, disabled.
    next.blur();
  },
};

/**
 * No slides: the consumer's empty state under the header, in a region that still has its name;
 * without `empty` nothing renders at all (the second carousel here).
 */
export const Empty: Story = {
  render: (args: CarouselProps) => (
    <Frame>
      <Carousel
        {...args}
        label="Brand partners"
        header={<SectionHeader title="Brand Partners" />}
        empty={<StateMessage tone="empty" size="sm" title="No brand partners yet" />}
      >
        {[]}
      </Carousel>
      <Carousel {...args} label="Nothing to show">
        {null}
      </Carousel>
    </Frame>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Brand partners' });
    await expect(region).not.toHaveAttribute('aria-roledescription');
    await expect(within(region).getByText('No brand partners yet')).toBeVisible();
    await expect(within(region).queryAllByRole('button')).toEqual([]);
    await expect(canvas.queryByRole('region', { name: 'Nothing to show' })).toBeNull();
  },
};

const controlStates = ['default', 'hover', 'focus-visible', 'active', 'disabled'] as const;

/** The Previous and Next buttons in every state, under the default theme and three shop colours. */
export const StateMatrix: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <ThemedMatrix
      rows={['previous', 'next'] as const}
      columns={controlStates}
      rowHeader="Button"
      renderCell={(direction, state, theme) => (
        <CarouselControl
          direction={direction}
          label={`${theme.label} ${direction} ${state}`}
          disabled={state === 'disabled'}
          data-force-state={state}
        />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const control = (state: string) =>
      getComputedStyle(canvasElement.querySelector(`[data-direction="next"][data-force-state="${state}"]`)!);
    await expect(control('hover').backgroundColor).not.toBe(control('default').backgroundColor);
    await expect(control('active').backgroundColor).not.toBe(control('hover').backgroundColor);
    await expect(control('focus-visible').boxShadow).not.toBe('none');
    await expect(control('disabled').color).not.toBe(control('default').color);
  },
};
