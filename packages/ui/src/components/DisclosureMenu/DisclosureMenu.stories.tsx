import type { Meta, StoryObj } from '@storybook/react-vite';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { animationsSettled, endlessAnimationsPaused } from '../../storybook/animations.ts';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { vars } from '../../theme/contract.css.ts';
import { Button } from '../Button/Button.tsx';
import { CountBadge } from '../CountBadge/CountBadge.tsx';
import { Divider } from '../Divider/Divider.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Skeleton, SkeletonGroup } from '../Skeleton/Skeleton.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { StateMessage } from '../StateMessage/StateMessage.tsx';
import {
  DisclosureMenu,
  DisclosureMenuLink,
  DisclosureMenuList,
  DisclosureMenuSection,
  DisclosureNav,
  DisclosureNavLink,
  disclosureMenuAligns,
  disclosureMenuPanelWidths,
  type DisclosureMenuProps,
} from './DisclosureMenu.tsx';

/** Story links stay on the page, as router links do. */
const stay = (event: MouseEvent) => event.preventDefault();

const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '-');

/** A department's categories and their child categories (the shape of the header menus, SPEC §2). */
const departments: Record<string, Record<string, string[]>> = {
  Kitchen: {
    Countertops: ['Quartz', 'Granite', 'Marble', 'Butcher Block'],
    Cabinets: ['Base Cabinets', 'Wall Cabinets', 'Pantry Cabinets'],
    'Sinks & Faucets': ['Kitchen Sinks', 'Kitchen Faucets', 'Bar Faucets'],
    'Backsplash Tiles': ['Ceramic', 'Glass', 'Mosaic'],
  },
  Bathroom: {
    Vanities: ['Single Vanities', 'Double Vanities'],
    'Bathroom Faucets': ['Widespread', 'Single Hole'],
    Toilets: ['One-Piece', 'Two-Piece'],
  },
  Flooring: {
    'Tile Flooring': ['Porcelain', 'Ceramic'],
    Hardwood: ['Oak', 'Maple'],
  },
};

function DepartmentPanel({ department, onChoose }: { department: string; onChoose?: (name: string) => void }) {
  const choose = (name: string) => (event: MouseEvent) => {
    stay(event);
    onChoose?.(name);
  };
  return Object.entries(departments[department] ?? {}).map(([category, children]) => (
    <DisclosureMenuSection
      key={category}
      title={category}
      titleHref={`/department/${slug(department)}/${slug(category)}`}
    >
      <DisclosureMenuList>
        {children.map((child) => (
          <DisclosureMenuLink key={child} href={`/category/${slug(child)}/product`} onClick={choose(child)}>
            {child}
          </DisclosureMenuLink>
        ))}
      </DisclosureMenuList>
    </DisclosureMenuSection>
  ));
}

/** A light header bar with room below it for an open panel. */
function HeaderFrame({
  children,
  width = 960,
  height = 400,
}: {
  children: ReactNode;
  width?: number;
  height?: number;
}) {
  return (
    <div style={{ width, minHeight: height }}>
      <div style={{ padding: '4px 8px', borderBottom: '1px solid #d5d9de' }}>{children}</div>
    </div>
  );
}

/** The desktop department menu: Kitchen comes from the story's args, the rest are fixed. */
function DepartmentsNav(props: Partial<DisclosureMenuProps> & { onChoose?: (name: string) => void }) {
  const { onChoose, ...kitchen } = props;
  return (
    <DisclosureNav aria-label="Departments" onClick={stay}>
      <DisclosureMenu trigger="Kitchen" panelWidth="wide" {...kitchen}>
        <DepartmentPanel department="Kitchen" onChoose={onChoose} />
      </DisclosureMenu>
      <DisclosureMenu trigger="Bathroom" panelWidth="wide">
        <DepartmentPanel department="Bathroom" onChoose={onChoose} />
      </DisclosureMenu>
      <DisclosureMenu trigger="Flooring">
        <DepartmentPanel department="Flooring" onChoose={onChoose} />
      </DisclosureMenu>
      <DisclosureNavLink href="/department/all">Shop All</DisclosureNavLink>
    </DisclosureNav>
  );
}

const panelOf = (trigger: HTMLElement) => document.getElementById(trigger.getAttribute('aria-controls')!)!;

const meta = {
  title: 'UI/Overlays/DisclosureMenu',
  component: DisclosureMenu,
  args: { trigger: 'Kitchen', children: null, panelWidth: 'wide', onOpenChange: fn() },
  argTypes: {
    align: { control: 'inline-radio', options: disclosureMenuAligns },
    panelWidth: { control: 'inline-radio', options: disclosureMenuPanelWidths },
    children: { control: false },
  },
  globals: { viewport: { value: 'desktop' } },
  render: ({ children: _children, ...args }) => (
    <HeaderFrame>
      <DepartmentsNav {...args} />
    </HeaderFrame>
  ),
} satisfies Meta<typeof DisclosureMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The desktop department menu: Kitchen open on a mega-menu of category columns, each title
 * a link to the category and each entry a child category. One panel is open at a time.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Departments' })).toBeVisible();
    const kitchen = canvas.getByRole('button', { name: 'Kitchen' });
    const bathroom = canvas.getByRole('button', { name: 'Bathroom' });
    const panel = panelOf(kitchen);
    await expect(kitchen).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).not.toBeVisible();

    await userEvent.click(kitchen);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(kitchen).toHaveAttribute('aria-expanded', 'true');
    await expect(kitchen).toHaveAttribute('data-state', 'open');
    await expect(panel).toHaveAttribute('data-state', 'open');
    await expect(within(panel).getByRole('group', { name: 'Countertops' })).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'Countertops' })).toHaveAttribute(
      'href',
      '/department/kitchen/countertops',
    );

    await userEvent.click(bathroom);
    await expect(kitchen).toHaveAttribute('aria-expanded', 'false');
    await expect(bathroom).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(kitchen);
    await expect(bathroom).toHaveAttribute('aria-expanded', 'false');
    await expect(kitchen).toHaveAttribute('aria-expanded', 'true');

    // Below the trigger, lined up with its start, in columns.
    const triggerBox = kitchen.getBoundingClientRect();
    const panelBox = panel.getBoundingClientRect();
    await expect(panelBox.top).toBeGreaterThanOrEqual(triggerBox.bottom);
    await expect(panelBox.left).toBe(triggerBox.left);
    const columns = within(panel).getAllByRole('list');
    await expect(columns[1]!.getBoundingClientRect().top).toBe(columns[0]!.getBoundingClientRect().top);
    await animationsSettled(canvasElement);
  },
};

/**
 * The APG keyboard model: Enter and Space toggle, ArrowDown opens into the first link, arrows,
 * Home and End move inside the panel, Escape closes and returns focus; Left and Right move
 * between the bar's items. Ends with the focus ring on the Kitchen trigger.
 */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const kitchen = canvas.getByRole('button', { name: 'Kitchen' });
    const panel = panelOf(kitchen);
    await userEvent.tab();
    await expect(kitchen).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(kitchen).toHaveAttribute('aria-expanded', 'true');
    await expect(kitchen).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(kitchen).toHaveAttribute('aria-expanded', 'false');
    await expect(kitchen).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(kitchen).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(kitchen).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowDown}');
    await expect(kitchen).toHaveAttribute('aria-expanded', 'true');
    const link = (name: string) => within(panel).getByRole('link', { name });
    await waitFor(() => expect(link('Countertops')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(link('Quartz')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    // Stops at the first link rather than wrapping round.
    await expect(link('Countertops')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(link('Mosaic')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(link('Mosaic')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(link('Countertops')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(kitchen).toHaveAttribute('aria-expanded', 'false');
    await expect(kitchen).toHaveFocus();

    // ArrowUp opens into the last link.
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(link('Mosaic')).toHaveFocus());
    await userEvent.keyboard('{Escape}');

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Bathroom' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: 'Shop All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: 'Shop All' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(kitchen).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(kitchen).toHaveFocus();
    await animationsSettled(canvasElement);
  },
};

/** Tab walks through the open panel; once focus moves past it to the next trigger, the panel closes. */
export const FocusLeavingCloses: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    const kitchen = canvas.getByRole('button', { name: 'Kitchen' });
    const panel = panelOf(kitchen);
    kitchen.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(within(panel).getByRole('link', { name: 'Countertops' })).toHaveFocus();
    await expect(kitchen).toHaveAttribute('aria-expanded', 'true');
    const links = within(panel).getAllByRole('link').length;
    for (let step = 1; step < links; step++) await userEvent.tab();
    await expect(kitchen).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Bathroom' })).toHaveFocus();
    await expect(kitchen).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A click anywhere outside closes the panel and leaves focus where the click put it. */
export const OutsideClickCloses: Story = {
  tags: ['!visual'],
  render: ({ children: _children, ...args }) => (
    <HeaderFrame>
      <DepartmentsNav {...args} />
      <p style={{ margin: '200px 8px 0' }}>Page content</p>
    </HeaderFrame>
  ),
  play: async ({ canvas, args }) => {
    const kitchen = canvas.getByRole('button', { name: 'Kitchen' });
    await userEvent.click(kitchen);
    await expect(kitchen).toHaveAttribute('aria-expanded', 'true');
    // A click on the panel itself keeps it open.
    await userEvent.click(panelOf(kitchen));
    await expect(kitchen).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByText('Page content'));
    await expect(kitchen).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(kitchen).not.toHaveFocus();
  },
};

/** Choosing a link (here a router-like link that prevents the default) closes the menu; focus goes back to the trigger. */
export const ChoosingALinkCloses: Story = {
  tags: ['!visual'],
  render: function Controlled({ children: _children, onOpenChange, ...args }) {
    const [open, setOpen] = useState(false);
    const [chosen, setChosen] = useState('none');
    return (
      <HeaderFrame>
        <DepartmentsNav
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            onOpenChange?.(next);
          }}
          onChoose={setChosen}
        />
        <p style={{ margin: '8px' }}>Chosen: {chosen}</p>
      </HeaderFrame>
    );
  },
  play: async ({ canvas, args }) => {
    const kitchen = canvas.getByRole('button', { name: 'Kitchen' });
    await userEvent.click(kitchen);
    await userEvent.click(within(panelOf(kitchen)).getByRole('link', { name: 'Granite' }));
    await expect(kitchen).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByText('Chosen: Granite')).toBeVisible();
    await expect(kitchen).toHaveFocus();

    // By keyboard: ArrowDown into the panel, Enter on a link.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(within(panelOf(kitchen)).getByRole('link', { name: 'Quartz' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Chosen: Quartz')).toBeVisible();
    await expect(kitchen).toHaveAttribute('aria-expanded', 'false');
    await expect(kitchen).toHaveFocus();
  },
};

/** A controlled menu whose header re-renders while it is open (a notification count ticking) stays open. */
export const StaysOpenWhileTheHeaderReRenders: Story = {
  tags: ['!visual'],
  render: function Ticking({ children: _children, onOpenChange, ...args }) {
    const [open, setOpen] = useState(false);
    const [ticks, setTicks] = useState(0);
    useEffect(() => {
      if (!open) return;
      const timer = setInterval(() => setTicks((count) => count + 1), 20);
      return () => clearInterval(timer);
    }, [open]);
    return (
      <HeaderFrame>
        <DepartmentsNav
          {...args}
          open={open}
          // A new function on every render, as apps usually write it.
          onOpenChange={(next) => {
            setOpen(next);
            onOpenChange?.(next);
          }}
        />
        <p style={{ margin: '8px' }}>Ticks: {ticks}</p>
      </HeaderFrame>
    );
  },
  play: async ({ canvas }) => {
    const kitchen = canvas.getByRole('button', { name: 'Kitchen' });
    await userEvent.click(kitchen);
    await waitFor(() => expect(canvas.getByText(/Ticks: ([5-9]|\d\d)/)).toBeVisible());
    await expect(kitchen).toHaveAttribute('aria-expanded', 'true');
  },
};

const logOut = fn();

/** Focus ring for triggers on a dark bar: the page colour, as the dark Drawer does. */
const darkBar = {
  background: '#16191d',
  color: '#ffffff',
  ...assignInlineVars({ [vars.color.brand.focusRing]: '#ffffff' }),
};

/**
 * The header's account dropdown: an icon trigger on a dark bar, aligned to the bar's end,
 * controlled by the header. The panel stays light; Log Out is a button that closes it too.
 */
export const AccountMenu: Story = {
  args: { trigger: 'Account', align: 'end', panelWidth: 'auto' },
  render: function Account({ children: _children, onOpenChange, ...args }) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ width: 640, minHeight: 240 }}>
        <div style={{ ...darkBar, display: 'flex', justifyContent: 'flex-end', padding: '8px 16px' }}>
          <DisclosureMenu
            {...args}
            trigger={
              <>
                <Icon name="user" />
                Account
              </>
            }
            triggerProps={{ 'aria-label': 'Account menu' }}
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              onOpenChange?.(next);
            }}
          >
            <DisclosureMenuList>
              <DisclosureMenuLink href="/notification" onClick={stay}>
                Notifications
                <CountBadge count={3} label={(count) => `${count} pending`} />
              </DisclosureMenuLink>
              <DisclosureMenuLink href="/account" onClick={stay}>
                My Account
              </DisclosureMenuLink>
            </DisclosureMenuList>
            <Divider decorative style={{ margin: '4px 0' }} />
            <DisclosureMenuList>
              <DisclosureMenuLink asChild>
                <button type="button" onClick={logOut}>
                  Log Out
                </button>
              </DisclosureMenuLink>
            </DisclosureMenuList>
          </DisclosureMenu>
        </div>
      </div>
    );
  },
  play: async ({ canvas, canvasElement, args }) => {
    logOut.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await userEvent.click(trigger);
    const panel = panelOf(trigger);
    await expect(within(panel).getByRole('link', { name: 'Notifications 3 pending' })).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Log Out' }));
    await expect(logOut).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Lined up with the trigger's end, on a light card whatever the bar's colour.
    await expect(panel.getBoundingClientRect().right).toBe(trigger.getBoundingClientRect().right);
    await expect(getComputedStyle(panel).backgroundColor).toBe('rgb(255, 255, 255)');
    await animationsSettled(canvasElement);
  },
};

const retry = fn();

/** Panels while the menu loads and after it failed: a skeleton and a compact StateMessage. */
export const PanelStates: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'flex-start', gap: 240, width: 720, minHeight: 220 }}>
      <DisclosureMenu trigger="Kitchen" defaultOpen>
        <SkeletonGroup label="Loading menu…">
          <Stack gap="xs">
            {[140, 110, 160, 120].map((width) => (
              <Skeleton key={width} variant="text" width={width} />
            ))}
          </Stack>
        </SkeletonGroup>
      </DisclosureMenu>
      <DisclosureMenu trigger="Bathroom" defaultOpen>
        <StateMessage
          tone="error"
          size="sm"
          title="The menu could not be loaded"
          action={
            <Button size="sm" variant="outline" onClick={retry}>
              Try again
            </Button>
          }
        />
      </DisclosureMenu>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await endlessAnimationsPaused(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading menu…'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The menu could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Bathroom' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A button in the panel that is not a DisclosureMenuLink (Try again) leaves the panel open. */
export const ButtonsKeepItOpen: Story = {
  tags: ['!visual'],
  render: PanelStates.render,
  play: async ({ canvas }) => {
    retry.mockClear();
    const bathroom = canvas.getByRole('button', { name: 'Bathroom' });
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledTimes(1);
    await expect(bathroom).toHaveAttribute('aria-expanded', 'true');
    // Arrow keys reach it like a link.
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
  },
};

/** `panelWidth="full"` in a nav: the panel spans the whole bar. */
export const FullWidthPanel: Story = {
  args: { panelWidth: 'full' },
  render: ({ children: _children, ...args }) => (
    <HeaderFrame width={900} height={320}>
      <DepartmentsNav {...args} />
    </HeaderFrame>
  ),
  play: async ({ canvas, canvasElement }) => {
    const kitchen = canvas.getByRole('button', { name: 'Kitchen' });
    await userEvent.click(kitchen);
    await animationsSettled(canvasElement);
    const panel = panelOf(kitchen);
    const bar = canvas.getByRole('navigation').querySelector('ul')!.getBoundingClientRect();
    await expect(panel.getBoundingClientRect().left).toBe(bar.left);
    await expect(panel.getBoundingClientRect().width).toBe(bar.width);
  },
};

const matrixParts = ['trigger', 'trigger on dark bar', 'panel link', 'section title'] as const;
const matrixStates = ['default', 'hover', 'focus-visible', 'active', 'open / current'] as const;

/** Trigger (on a light and a dark bar) and panel link in every state, under four themes. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={matrixParts}
      columns={matrixStates}
      rowHeader="Part"
      renderCell={(part, state) => {
        const selected = state === 'open / current';
        const forced = selected || state === 'default' ? undefined : state;
        const inPanel = part === 'panel link' || part === 'section title';
        const open = inPanel || selected;
        return (
          <div
            data-part-row={part}
            data-column={state}
            style={{ width: 168, height: 112, padding: 4, ...(part === 'trigger on dark bar' ? darkBar : null) }}
          >
            <DisclosureMenu
              trigger="Kitchen"
              defaultOpen={open}
              triggerProps={inPanel ? undefined : { 'data-force-state': forced }}
              panelProps={{ style: { minWidth: 150 } }}
            >
              {part === 'section title' ? (
                <DisclosureMenuSection
                  title={
                    <a href="/department/kitchen/countertops" onClick={stay} data-force-state={forced}>
                      Countertops
                    </a>
                  }
                />
              ) : null}
              <DisclosureMenuList hidden={part === 'section title'}>
                <DisclosureMenuLink
                  href="/category/quartz/product"
                  onClick={stay}
                  data-force-state={part === 'panel link' ? forced : undefined}
                  aria-current={part === 'panel link' && selected ? 'page' : undefined}
                >
                  Quartz
                </DisclosureMenuLink>
              </DisclosureMenuList>
            </DisclosureMenu>
          </div>
        );
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await animationsSettled(canvasElement);
    const cell = (theme: string, part: string, state: string, selector: string) =>
      getComputedStyle(
        canvasElement.querySelector(
          `[data-theme-label^="${theme}"] [data-part-row="${part}"][data-column="${state}"] ${selector}`,
        )!,
      );
    const trigger = 'button';
    const link = 'a';
    await expect(cell('Default', 'trigger', 'hover', trigger).backgroundColor).not.toBe(
      cell('Default', 'trigger', 'default', trigger).backgroundColor,
    );
    await expect(cell('Default', 'trigger', 'active', trigger).backgroundColor).not.toBe(
      cell('Default', 'trigger', 'hover', trigger).backgroundColor,
    );
    await expect(cell('Default', 'trigger', 'focus-visible', trigger).boxShadow).not.toBe('none');
    await expect(cell('Default', 'trigger on dark bar', 'focus-visible', trigger).boxShadow).toContain(
      'rgb(255, 255, 255)',
    );
    await expect(cell('Default', 'trigger', 'open / current', '[data-part="chevron"]').transform).not.toBe('none');
    await expect(cell('Default', 'trigger', 'default', '[data-part="chevron"]').transform).toBe('none');
    // Panel links: hover and current take the shop's colours, focus shows a ring.
    await expect(cell('Default', 'panel link', 'hover', link).backgroundColor).not.toBe(
      cell('Default', 'panel link', 'default', link).backgroundColor,
    );
    await expect(cell('Saturated', 'panel link', 'hover', link).backgroundColor).not.toBe(
      cell('Default', 'panel link', 'hover', link).backgroundColor,
    );
    await expect(cell('Default', 'panel link', 'focus-visible', link).boxShadow).not.toBe('none');
    await expect(cell('Dark', 'panel link', 'open / current', link).color).not.toBe(
      cell('Dark', 'panel link', 'default', link).color,
    );
    await expect(cell('Saturated', 'section title', 'hover', '[role="group"] a').color).not.toBe(
      cell('Saturated', 'section title', 'default', '[role="group"] a').color,
    );
    // The panel is a light card on the dark bar too.
    await expect(
      cell('Default', 'trigger on dark bar', 'open / current', '[data-state="open"][id]').backgroundColor,
    ).toBe('rgb(255, 255, 255)');
  },
};
