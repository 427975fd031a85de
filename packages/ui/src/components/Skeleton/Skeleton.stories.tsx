import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { endlessAnimationsPaused, stopsUnderReducedMotion } from '../../storybook/animations.ts';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Skeleton, SkeletonGroup, skeletonRadii, skeletonVariants } from './Skeleton.tsx';

const meta = {
  title: 'UI/Foundations/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 96 },
  argTypes: {
    variant: { control: 'inline-radio', options: skeletonVariants },
    radius: { control: 'inline-radio', options: skeletonRadii },
    lines: { control: { type: 'number', min: 1, max: 8 } },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A block the size of an image that is still loading. Decorative; it pulses, except under reduced motion. */
export const Default: Story = {
  render: (args) => <Skeleton {...args} data-testid="skeleton" />,
  play: async ({ canvas, canvasElement }) => {
    const block = canvas.getByTestId('skeleton');
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(block).toHaveAttribute('data-variant', 'block');
    await expect(block.getBoundingClientRect().width).toBe(240);
    await expect(block.getBoundingClientRect().height).toBe(96);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(block).animationName === 'none').toBe(reduced);
    await expect(stopsUnderReducedMotion(block)).toBe(true);
    await endlessAnimationsPaused(canvasElement);
  },
};

/** A paragraph of three lines in the current font size; the last line is shorter. */
export const TextLines: Story = {
  args: { variant: 'text', lines: 3, width: 280, height: undefined },
  render: (args) => (
    <div style={{ fontSize: 16, lineHeight: 1.5 }}>
      <Skeleton {...args} data-testid="paragraph" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await endlessAnimationsPaused(canvasElement);
    const paragraph = canvas.getByTestId('paragraph');
    const lines = paragraph.querySelectorAll('[data-part="line"]');
    await expect(lines).toHaveLength(3);
    const width = (index: number) => lines[index]!.getBoundingClientRect().width;
    await expect(width(0)).toBe(280);
    await expect(width(2)).toBeLessThan(width(0));
    // Three lines take the height of three lines of text (1.5 × 16 px each).
    await expect(paragraph.getBoundingClientRect().height).toBeCloseTo(72, 0);
  },
};

/**
 * The header's department menu while the menu loads: the region is busy and a screen reader
 * hears 'Loading menu…'; the grey bars themselves are hidden from it.
 */
export const LoadingMenu: Story = {
  render: () => (
    <SkeletonGroup label="Loading menu…" data-testid="group">
      <Inline gap="lg">
        {[72, 96, 64, 110, 84].map((width) => (
          <Skeleton key={width} variant="text" width={width} />
        ))}
      </Inline>
    </SkeletonGroup>
  ),
  play: async ({ canvas, canvasElement }) => {
    await endlessAnimationsPaused(canvasElement);
    const group = canvas.getByTestId('group');
    await expect(group).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading menu…'));
    await expect(canvas.getByRole('status').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** A product card's shapes: image, avatar and text, as a page composes them. */
export const ProductCard: Story = {
  render: () => (
    <SkeletonGroup label="Loading products…" style={{ width: 240 }}>
      <Stack gap="sm">
        <Skeleton height={160} />
        <Inline gap="sm" align="center">
          <Skeleton variant="circle" width={32} />
          <Skeleton variant="text" width="50%" />
        </Inline>
        <Skeleton variant="text" lines={2} />
        <Skeleton width={96} height={32} radius="full" />
      </Stack>
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    await endlessAnimationsPaused(canvasElement);
    const circle = canvasElement.querySelector('[data-variant="circle"]')!.getBoundingClientRect();
    await expect(circle.width).toBe(32);
    await expect(circle.height).toBe(32);
  },
};

/** Every variant × radius under the default theme and three shop colours: skeletons stay neutral. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={skeletonVariants}
      columns={skeletonRadii}
      rowHeader="Variant"
      renderCell={(variant, radius) => (
        <div style={{ width: 120 }} data-cell={`${variant} ${radius}`}>
          <Skeleton variant={variant} radius={radius} height={variant === 'text' ? undefined : 40} lines={2} />
        </div>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await endlessAnimationsPaused(canvasElement);
    const shape = (theme: string, variant: string, radius: string) =>
      getComputedStyle(
        canvasElement.querySelector(
          `[data-theme-label^="${theme}"] [data-cell="${variant} ${radius}"] :is([data-variant="${variant}"]:not([data-lines]), [data-part="line"])`,
        )!,
      );
    await expect(shape('Default', 'block', 'full').borderRadius).not.toBe(shape('Default', 'block', 'sm').borderRadius);
    await expect(shape('Default', 'text', 'md').borderRadius).not.toBe(shape('Default', 'text', 'sm').borderRadius);
    // A circle stays round whatever radius it is given.
    await expect(shape('Default', 'circle', 'sm').borderRadius).toBe(shape('Default', 'circle', 'full').borderRadius);
    await expect(shape('Saturated', 'block', 'md').backgroundColor).toBe(
      shape('Default', 'block', 'md').backgroundColor,
    );
  },
};
