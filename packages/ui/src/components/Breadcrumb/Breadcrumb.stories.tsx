import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';

const trail = [
  { label: 'Showroom', href: '/visualize/contractor/all' },
  { label: 'Flooring', href: '/department/flooring' },
  { label: 'Tile Flooring', href: '/department/flooring/tile-flooring' },
  { label: 'Porcelain Tile' },
];

const meta = {
  title: 'UI/Commerce/Breadcrumb',
  component: Breadcrumb,
  args: { items: trail },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links to the levels above; the last level is the current page, not a link. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Showroom', 'Flooring', 'Tile Flooring']);
    await expect(links[1]).toHaveAttribute('href', '/department/flooring');
    const current = within(nav).getByText('Porcelain Tile');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current.closest('a')).toBeNull();
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** At 320 px a long trail wraps onto more lines instead of overflowing. */
export const Wrapping: Story = {
  args: {
    items: [
      { label: 'Reyes Remodeling Co. showroom', href: '/visualize/contractor/all' },
      { label: 'Kitchen and Bath', href: '/department/kitchen-bath' },
      { label: 'Bathroom Vanities and Cabinets', href: '/department/kitchen-bath/bathroom-vanitys' },
      { label: 'Floating Double Vanities with Quartz Tops' },
    ],
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Breadcrumb {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(320);
    await expect(nav.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

/** A router's link component renders the levels (here one that marks its links). */
export const WithRouterLinks: Story = {
  tags: ['!visual'],
  args: {
    renderLink: ({ href, className, children }) => (
      <a href={href} className={className} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('a[data-router-link]')).toHaveLength(3);
  },
};

/** Under the default theme and three shop colours: links in the brand's text colour. */
export const ThemeMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={['trail'] as const}
      columns={['levels'] as const}
      rowHeader="Breadcrumb"
      renderCell={(_, __, theme) => <Breadcrumb items={trail} label={`Breadcrumb, ${theme.label}`} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const colour = (theme: string) =>
      getComputedStyle(canvasElement.querySelector(`[data-theme-label^="${theme}"] a`)!).color;
    await expect(colour('Dark shop')).not.toBe(colour('Default'));
  },
};

const depths = { 'one level': trail.slice(-1), 'two levels': trail.slice(-2), 'four levels': trail } as const;

/** Every state a trail takes: the current page alone, one level above it, a deep trail; in each theme. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={Object.keys(depths) as (keyof typeof depths)[]}
      columns={['trail'] as const}
      rowHeader="Depth"
      renderCell={(depth, _, theme) => (
        <Breadcrumb items={depths[depth]} label={`Breadcrumb, ${depth}, ${theme.label}`} />
      )}
    />
  ),
  play: async ({ canvas }) => {
    const deep = canvas.getAllByRole('navigation', { name: /four levels/ })[0] as HTMLElement;
    await expect(within(deep).getAllByRole('link')).toHaveLength(3);
    const single = canvas.getAllByRole('navigation', { name: /one level/ })[0] as HTMLElement;
    await expect(within(single).queryAllByRole('link')).toHaveLength(0);
  },
};
