import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import { Card, cardPaddings, cardVariants } from './Card.tsx';

const meta = {
  title: 'UI/Foundations/Card',
  component: Card,
  args: {
    children: (
      <>
        <Heading level={3} size="md">
          Showroom ID
        </Heading>
        <Text size="sm" tone="muted">
          Enter the 8-character ID your contractor gave you.
        </Text>
      </>
    ),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Card {...args} />
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Showroom ID' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-variant="outlined"]')).toHaveAttribute('data-padding', 'md');
  },
};

/** A whole card as one link, reachable with Tab and shown focused. */
export const AsLink: Story = {
  args: {
    asChild: true,
    interactive: true,
    children: (
      <a href="#kitchen">
        <Heading level={3} size="md">
          Kitchen
        </Heading>
        <Text size="sm" tone="muted">
          Faucets, sinks, cabinet hardware and countertops.
        </Text>
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Kitchen/ });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).boxShadow).not.toBe('none');
  },
};

export const LongText: Story = {
  args: {
    children: (
      <Text>
        Porcelain floor tile, matte white, rectified edge, frost resistant, suitable for walls and floors indoors and
        outdoors; PRODUCT-CODE-WITHOUT-SPACES-0123456789-ABCDEFGHIJKLMNOP.
      </Text>
    ),
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-variant]')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

const matrixStates = ['default', 'hover', 'focus-visible', 'active'] as const;

/** Each variant at rest and, as a link, hovered, focused and pressed; in four themes. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={cardVariants}
      columns={matrixStates}
      renderCell={(variant, state) => (
        <Card asChild interactive variant={variant} padding="sm" data-force-state={state} style={{ width: 150 }}>
          <a href="#kitchen">
            <Text weight="bold" size="sm">
              Kitchen
            </Text>
            <Text size="xs" tone="muted">
              12 products
            </Text>
          </a>
        </Card>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const styleOf = (variant: string, state: string) =>
      getComputedStyle(canvasElement.querySelector(`[data-variant="${variant}"][data-force-state="${state}"]`)!);
    await expect(styleOf('outlined', 'hover').borderColor).not.toBe(styleOf('outlined', 'default').borderColor);
    await expect(styleOf('outlined', 'active').backgroundColor).not.toBe(
      styleOf('outlined', 'default').backgroundColor,
    );
    await expect(styleOf('outlined', 'focus-visible').boxShadow).not.toBe(styleOf('outlined', 'default').boxShadow);
  },
};
