import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { ThemeProvider } from '../../theme/ThemeProvider.tsx';
import { BrandLogo, brandLogoSizes } from './BrandLogo.tsx';

/** A stand-in business logo: inline (no network) and without text (no system font in an image). */
const sampleLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="40" height="40" rx="8" fill="#0b6e4f"/><path d="M8 28 20 10l12 18z" fill="#fff"/><rect x="48" y="10" width="104" height="8" rx="4" fill="#0b3d2e"/><rect x="48" y="24" width="72" height="6" rx="3" fill="#5b8f7b"/></svg>',
)}`;

const meta = {
  title: 'UI/Foundations/BrandLogo',
  component: BrandLogo,
  args: { name: 'Stoneworks Tile & Stone' },
  argTypes: { size: { control: 'inline-radio', options: brandLogoSizes } },
  render: (args) => (
    <ThemeProvider shopColor="#0b6e4f" businessLogo={sampleLogo}>
      <BrandLogo {...args} />
    </ThemeProvider>
  ),
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The logo from the ThemeProvider, named by the business's name. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('img', { name: 'Stoneworks Tile & Stone' });
    await waitFor(() => expect((logo as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(logo.getBoundingClientRect().height).toBe(32);
  },
};

/** No logo (a shop without the add-on, SPEC §4): the name as a wordmark in the brand colour. */
export const WithoutLogo: Story = {
  render: (args) => (
    <ThemeProvider shopColor="#0b6e4f">
      <BrandLogo {...args} />
    </ThemeProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Stoneworks Tile & Stone')).toBeVisible();
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'fallback');
  },
};

/** A logo URL that fails to load falls back instead of showing a broken image. */
export const BrokenLogo: Story = {
  tags: ['!visual'],
  args: { src: 'data:image/png;base64,bm90LWFuLWltYWdl' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'fallback'));
    await expect(canvas.getByText('Stoneworks Tile & Stone')).toBeVisible();
  },
};

export const CustomFallback: Story = {
  args: { src: null, fallback: <strong>WeVisu</strong> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('WeVisu')).toBeVisible();
  },
};

export const LongName: Story = {
  args: { src: null, name: 'Pacific Coast Remodeling Materials and Design Showroom Incorporated' },
  render: (args) => (
    <div style={{ width: 240 }}>
      <BrandLogo {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-state]')!;
    await expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(240);
  },
};

const states = ['logo', 'wordmark'] as const;

/** Logo and wordmark at every size, under four themes (the wordmark takes the brand colour). */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={brandLogoSizes}
      columns={states}
      rowHeader="Size"
      renderCell={(size, state) => (
        <BrandLogo name="Stoneworks" size={size} src={state === 'logo' ? sampleLogo : null} />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const wordmark = (theme: string) =>
      getComputedStyle(canvasElement.querySelector(`[data-theme-label^="${theme}"] [data-state="fallback"] span`)!)
        .color;
    await expect(wordmark('Saturated')).not.toBe(wordmark('Default'));
    const height = (size: string) =>
      canvasElement.querySelector(`[data-state="logo"][data-size="${size}"]`)!.getBoundingClientRect().height;
    await expect(height('lg')).toBeGreaterThan(height('sm'));
  },
};
