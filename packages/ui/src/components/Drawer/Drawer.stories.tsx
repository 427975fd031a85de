import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { animationsSettled } from '../../storybook/animations.ts';
import { OverlayFrame } from '../../storybook/OverlayFrame.tsx';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Drawer, drawerSides, drawerTones } from './Drawer.tsx';

const departments = ['Appliances', 'Backsplash Tiles', 'Bathroom Faucets', 'Countertop', 'Tile Flooring', 'Toilets'];

function MenuList({ onChoose }: { onChoose?: (name: string) => void }) {
  return (
    <nav aria-label="Departments">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
        {departments.map((name) => (
          <li key={name}>
            <a
              href={`#${name}`}
              // A router link prevents the default too, which also stops DrawerClose from
              // closing: the app closes the menu itself, through `open`.
              onClick={(event) => {
                event.preventDefault();
                onChoose?.(name);
              }}
              style={{ color: 'inherit', display: 'block', padding: '8px 0' }}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const meta = {
  title: 'UI/Overlays/Drawer',
  component: Drawer,
  args: { title: 'Menu', tone: 'dark', side: 'left', onOpenChange: fn() },
  argTypes: {
    side: { control: 'inline-radio', options: drawerSides },
    tone: { control: 'inline-radio', options: drawerTones },
  },
  render: (args) => (
    <OverlayFrame width={343} height={560}>
      <Drawer
        {...args}
        trigger={
          <Button variant="ghost" aria-label="Open menu">
            <Icon name="menu" />
          </Button>
        }
      >
        <MenuList />
      </Drawer>
    </OverlayFrame>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mobile menu (SPEC §2): opened from the header's menu button, dark, from the left. */
export const Default: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await canvas.findByRole('dialog', { name: 'Menu' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await animationsSettled(drawer);
    const frame = drawer.closest('[data-frame]')!.getBoundingClientRect();
    await expect(drawer.getBoundingClientRect().left).toBe(frame.left);
    // The scrim still shows a strip of the page, so the panel reads as a layer.
    await expect(drawer.getBoundingClientRect().width).toBeLessThan(frame.width);
  },
};

/** Choosing a leaf category closes the menu (SPEC §2). */
export const ChoosingClosesIt: Story = {
  tags: ['!visual'],
  args: { defaultOpen: true },
  render: function ControlledMenu(args) {
    const [open, setOpen] = useState(true);
    const [chosen, setChosen] = useState('none');
    return (
      <OverlayFrame width={343} height={560}>
        <p>Chosen: {chosen}</p>
        <Drawer {...args} open={open} onOpenChange={setOpen}>
          <MenuList
            onChoose={(name) => {
              setChosen(name);
              setOpen(false);
            }}
          />
        </Drawer>
      </OverlayFrame>
    );
  },
  play: async ({ canvas }) => {
    const drawer = await canvas.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Tile Flooring' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Chosen: Tile Flooring')).toBeVisible();
  },
};

export const EscapeReturnsFocus: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    trigger.focus();
    await userEvent.keyboard(' ');
    const drawer = await canvas.findByRole('dialog', { name: 'Menu' });
    // Tab stays inside the drawer: close button, then the six links, then back to close.
    for (let step = 0; step < 7; step++) await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Light, from the right, on a desktop window (a filter or mini-cart panel). */
export const LightFromTheRight: Story = {
  args: { title: 'Filters', tone: 'light', side: 'right', defaultOpen: true },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => (
    <OverlayFrame width={900} height={480}>
      <Drawer {...args}>
        <p style={{ margin: 0 }}>Price, brand and finish filters go here.</p>
      </Drawer>
    </OverlayFrame>
  ),
  play: async ({ canvas }) => {
    const drawer = await canvas.findByRole('dialog', { name: 'Filters' });
    await animationsSettled(drawer);
    const frame = drawer.closest('[data-frame]')!.getBoundingClientRect();
    await expect(drawer.getBoundingClientRect().right).toBe(frame.right);
    await expect(drawer.getBoundingClientRect().width).toBe(320);
  },
};

export const LongTitle: Story = {
  args: { title: 'Bathroom Vanitys and Cabinet Hardware Accessories', defaultOpen: true },
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('heading', { name: /Bathroom Vanitys/ });
    const drawer = await canvas.findByRole('dialog');
    await expect(title.scrollWidth).toBeLessThanOrEqual(drawer.clientWidth);
  },
};

const matrixStates = ['default', 'hover', 'focus-visible'] as const;

/** Both tones with the close button at rest, hovered and focused, in four themes (non-modal cells). */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={drawerTones}
      columns={matrixStates}
      rowHeader="Tone"
      renderCell={(tone, state, theme) => (
        <OverlayFrame width={300} height={180} shopColor={theme.shopColor}>
          <Drawer
            open
            modal={false}
            title="Menu"
            tone={tone}
            contentProps={{ onOpenAutoFocus: (event) => event.preventDefault(), style: { width: 240 } }}
            closeButtonProps={{ 'data-force-state': state }}
          >
            <a href="#appliances" style={{ color: 'inherit' }}>
              Appliances
            </a>
          </Drawer>
        </OverlayFrame>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const close = (tone: string, state: string) =>
      getComputedStyle(
        canvasElement.querySelector(`[data-tone="${tone}"] [data-part="close"][data-force-state="${state}"]`)!,
      );
    await expect(close('dark', 'hover').backgroundColor).not.toBe(close('dark', 'default').backgroundColor);
    // On the dark panel the focus ring is light, whatever the shop colour.
    await expect(close('dark', 'focus-visible').boxShadow).toContain('rgb(255, 255, 255)');
    await expect(close('light', 'focus-visible').boxShadow).not.toContain('rgb(255, 255, 255)');
  },
};
