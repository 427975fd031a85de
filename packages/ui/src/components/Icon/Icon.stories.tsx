import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Icon, iconNames, iconSizes, iconTones } from './Icon.tsx';

const meta = {
  title: 'UI/Foundations/Icon',
  component: Icon,
  args: { name: 'cart', label: 'Cart' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
    tone: { control: 'select', options: iconTones },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: 'Cart' });
    await expect(icon).toHaveAttribute('data-icon', 'cart');
    await expect(icon).toHaveAttribute('width', '20');
  },
};

export const Decorative: Story = {
  args: { name: 'search', label: undefined },
  render: (args) => (
    <button type="button" style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
      <Icon {...args} size="sm" />
      Search
    </button>
  ),
  play: async ({ canvas, canvasElement }) => {
    // Without a label the icon is hidden, so the button's name is its text alone.
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Search');
    await expect(canvasElement.querySelector('[data-icon="search"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Every icon of the curated set with its name. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 9rem)',
        gap: 12,
        listStyle: 'none',
        margin: 0,
        padding: 0,
        fontSize: 13,
      }}
    >
      {iconNames.map((name) => (
        // Every row one fixed line tall, its label in the shipped face: no measure here depends
        // on which fonts an earlier story in the same page happened to load (the picture was a
        // pixel apart once the system's monospace face was measured before Inter).
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center', height: 24, lineHeight: '24px' }}>
          <Icon name={name} size="lg" />
          <code style={{ fontFamily: 'inherit' }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[data-icon]')).toHaveLength(iconNames.length);
  },
};

const sample = ['cart', 'warning', 'eye-off', 'check'] as const;

/** Every tone × size, under the default theme and three shop colours. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={iconTones}
      columns={iconSizes}
      rowHeader="Tone"
      renderCell={(tone, size) => (
        <span style={{ display: 'inline-flex', gap: 6 }}>
          {sample.map((name) => (
            <Icon key={name} name={name} size={size} tone={tone} />
          ))}
        </span>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const colourIn = (theme: string, tone: string) =>
      getComputedStyle(
        canvasElement.querySelector(`[data-theme-label^="${theme}"] [data-tone="${tone}"][data-size="md"]`)!,
      ).color;
    // The brand tone follows the shop colour; feedback tones do not.
    await expect(colourIn('Dark shop', 'brand')).not.toBe(colourIn('Default', 'brand'));
    await expect(colourIn('Dark shop', 'danger')).toBe(colourIn('Default', 'danger'));
    await expect(colourIn('Default', 'danger')).not.toBe(colourIn('Default', 'success'));
    const width = (size: string) => canvasElement.querySelector(`[data-size="${size}"]`)!.getBoundingClientRect().width;
    await expect(width('lg')).toBeGreaterThan(width('sm'));
  },
};
