import * as ToastPrimitive from '@radix-ui/react-toast';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { animationsSettled } from '../../storybook/animations.ts';
import { OverlayFrame } from '../../storybook/OverlayFrame.tsx';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Button } from '../Button/Button.tsx';
import { Toast, Toaster } from './Toast.tsx';
import { toast, toastTones } from './Toast.store.ts';

/** A page with one button per tone that raises a toast, as the api client's hooks do. */
function ToastDemo({ duration }: { duration?: number }) {
  const options = duration === undefined ? {} : { duration };
  return (
    <OverlayFrame width={720} height={420}>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8, padding: 16 }}>
        <Button variant="outline" onClick={() => toast.error('Internal server error.', options)}>
          Raise error
        </Button>
        <Button
          variant="outline"
          onClick={() => toast.warning('No Showroom Found, Please Enter Correct Showroom Id.', options)}
        >
          Raise warning
        </Button>
        <Button variant="outline" onClick={() => toast.success('Item added to your cart.', options)}>
          Raise success
        </Button>
        <Button variant="outline" onClick={() => toast.info('Your order ships within 48 hours.', options)}>
          Raise info
        </Button>
      </div>
      <Toaster />
    </OverlayFrame>
  );
}

const meta = {
  title: 'UI/Overlays/Toast',
  component: Toaster,
  // The queue is module-wide: every story starts from an empty one.
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
  render: () => <ToastDemo />,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Raised from the keyboard; stacked top-right, newest last, and announced. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
    const toasts = await within(region).findAllByRole('listitem');
    await expect(toasts.map((item) => item.getAttribute('data-tone'))).toEqual(['error', 'warning']);
    // Errors and warnings interrupt a screen reader; the live region carries the text.
    const announcement = await waitFor(() => {
      const node = [...document.querySelectorAll('[aria-live="assertive"]')].find((element) =>
        element.textContent?.includes('Internal server error.'),
      );
      if (!node) throw new Error('no assertive announcement yet');
      return node;
    });
    await expect(announcement).toHaveAttribute('role', 'status');
    // Top-right corner of the window.
    const frame = canvas.getByRole('button', { name: 'Raise error' }).closest('[data-frame]') ?? document.body;
    await animationsSettled(region);
    const box = toasts[0]!.getBoundingClientRect();
    const window = frame.getBoundingClientRect();
    await expect(Math.round(window.right - box.right)).toBe(16);
    await expect(Math.round(box.top - window.top)).toBe(16);
  },
};

export const Closable: Story = {
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Raise success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Raise info' }));
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(2));
    const [first] = within(region).getAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    // F8 jumps to the toasts; Escape closes the focused one.
    await userEvent.keyboard('{F8}');
    await userEvent.tab();
    await expect(within(region).getByRole('listitem')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(region).queryAllByRole('listitem')).toHaveLength(0));
  },
};

export const ClosesItself: Story = {
  tags: ['!visual'],
  render: () => <ToastDemo duration={300} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Raise error' }));
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
    await expect(await within(region).findByRole('listitem')).toBeInTheDocument();
    await waitFor(() => expect(within(region).queryByRole('listitem')).toBeNull(), { timeout: 2000 });
  },
};

/** Every tone stacked, with a title and a long message (§8 texts). */
export const AllTones: Story = {
  render: () => (
    <OverlayFrame width={720} height={520}>
      <Toaster />
    </OverlayFrame>
  ),
  play: async ({ canvas }) => {
    toast.error('Invalid input OR some mandatory fields are blank.', { title: 'Could not save' });
    toast.warning('No Showroom Found, Please Enter Correct Showroom Id.');
    toast.success('Item added to your cart.');
    toast.info(
      'Orders are processed within 48 hours; you can cancel or change the address within 60 minutes of placing them.',
    );
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(4));
    await animationsSettled(region);
    const [first, second] = within(region).getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};

export const OnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => (
    <OverlayFrame width={343} height={300}>
      <Toaster />
    </OverlayFrame>
  ),
  play: async ({ canvas }) => {
    toast.error('Internal server error.');
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
    const item = await within(region).findByRole('listitem');
    await animationsSettled(region);
    // Full width of the phone, less the margins.
    await expect(Math.round(item.getBoundingClientRect().width)).toBe(343 - 32);
  },
};

const matrixStates = ['default', 'hover', 'focus-visible', 'title'] as const;

/** Each tone at rest, close button hovered, toast focused and with a title, in four themes. */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={toastTones}
      columns={matrixStates}
      rowHeader="Tone"
      renderCell={(tone, state, theme) => (
        <ToastPrimitive.Provider>
          <Toast
            tone={tone}
            message="Internal server error."
            title={state === 'title' ? 'Could not save' : undefined}
            duration={Infinity}
            data-force-state={state === 'focus-visible' ? state : undefined}
            closeButtonProps={{ 'data-force-state': state === 'hover' ? 'hover' : 'none' }}
          />
          <ToastPrimitive.Viewport
            label={`${theme.label}: ${tone}, ${state}`}
            style={{ listStyle: 'none', margin: 0, padding: 0, width: 260 }}
          />
        </ToastPrimitive.Provider>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('li[data-tone]')).toHaveLength(4 * 4 * 4));
    const styleOf = (selector: string) => getComputedStyle(canvasElement.querySelector(selector)!);
    await expect(styleOf('[data-force-state="hover"][data-part="close"]').backgroundColor).not.toBe(
      styleOf('[data-force-state="none"][data-part="close"]').backgroundColor,
    );
    await expect(styleOf('li[data-tone="error"][data-force-state="focus-visible"]').boxShadow).not.toBe(
      styleOf('li[data-tone="error"]').boxShadow,
    );
    await expect(styleOf('li[data-tone="error"]').borderLeftColor).not.toBe(
      styleOf('li[data-tone="success"]').borderLeftColor,
    );
  },
};
