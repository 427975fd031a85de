import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { animationsSettled } from '../../storybook/animations.ts';
import { OverlayFrame } from '../../storybook/OverlayFrame.tsx';
import { ThemedMatrix } from '../../storybook/ThemedMatrix.tsx';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Dialog, DialogClose, dialogSizes } from './Dialog.tsx';

const meta = {
  title: 'UI/Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Remove this item?',
    description: 'The item leaves your cart. You can add it again at any time.',
    children: 'Porcelain floor tile, 24 × 24 in, matte white — 3 boxes.',
    onOpenChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  render: (args) => (
    <OverlayFrame>
      <Dialog
        {...args}
        trigger={<Button variant="outline">Remove item</Button>}
        footer={
          <>
            <DialogClose>
              <Button variant="outline">Keep it</Button>
            </DialogClose>
            <DialogClose>
              <Button>Remove</Button>
            </DialogClose>
          </>
        }
      />
    </OverlayFrame>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the keyboard; the screenshot shows the open dialog over its scrim. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove item' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Remove this item?' });
    await expect(dialog).toHaveAccessibleDescription('The item leaves your cart. You can add it again at any time.');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    // Focus moves into the dialog, onto its first control.
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

/** Escape closes and focus goes back to the trigger; Tab stays inside while open. */
export const KeyboardFocusTrap: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Remove item' });
    trigger.focus();
    await userEvent.keyboard(' ');
    const dialog = await canvas.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveFocus();
    // Wraps around instead of leaving the dialog.
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const FooterActionCloses: Story = {
  tags: ['!visual'],
  args: { defaultOpen: true },
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** §2 Registration: the success modal thanks the user and links to the home page. */
export const SuccessModal: Story = {
  args: {
    defaultOpen: true,
    size: 'sm',
    title: 'Thank you for signing up!',
    description: 'Your account is ready. Welcome to the showroom.',
    children: undefined,
  },
  render: (args) => (
    <OverlayFrame>
      <Dialog
        {...args}
        title={
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            <Icon name="success" size="lg" tone="success" />
            {args.title}
          </span>
        }
        footer={
          <Button asChild>
            <a href="#home">Go to home page</a>
          </Button>
        }
      />
    </OverlayFrame>
  ),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Thank you for signing up!' });
    await expect(within(dialog).getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '#home');
  },
};

const termsParagraphs = [
  'Your Premium subscription renews automatically at the end of each billing period unless you cancel it before the renewal date.',
  'The renewal is charged to the payment method on file at the price in effect at that time. We tell you of any price change in advance.',
  'You can cancel at any time from your account page; the subscription then stays active until the end of the period already paid.',
  'Fees already paid are not refunded, except where the law requires it.',
  'By continuing you agree to the Terms of Service and the Privacy Policy, which describe how we collect and use your information.',
  'These terms are governed by the laws of the State of California. Disputes are settled by binding arbitration.',
];

/** §2 Registration: terms modals (auto-renewal subscription terms) with a long, scrolling body. */
export const TermsModal: Story = {
  args: {
    defaultOpen: true,
    title: 'Auto-renewal subscription terms',
    description: undefined,
    children: undefined,
  },
  render: (args) => (
    <OverlayFrame height={480}>
      <Dialog
        {...args}
        footer={
          <DialogClose>
            <Button>I understand</Button>
          </DialogClose>
        }
      >
        {[...termsParagraphs, ...termsParagraphs].map((text, index) => (
          <p key={index} style={{ marginTop: 0 }}>
            {text}
          </p>
        ))}
      </Dialog>
    </OverlayFrame>
  ),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Auto-renewal subscription terms' });
    // The body scrolls, so it becomes a focusable region a keyboard can scroll.
    const body = await within(dialog).findByRole('region', { name: 'Dialog content' });
    await expect(body).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    await expect(body).toHaveFocus();
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
  },
};

export const LongTitle: Story = {
  args: {
    defaultOpen: true,
    size: 'sm',
    title: 'Remove Porcelain floor tile, 24 × 24 in, matte white, rectified edge, from your cart?',
  },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};

export const OnMobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <OverlayFrame width={343} height={520} name="mobile">
      <Dialog
        {...args}
        footer={
          <DialogClose>
            <Button fullWidth>Remove</Button>
          </DialogClose>
        }
      />
    </OverlayFrame>
  ),
  play: async ({ canvas, canvasElement }) => {
    const dialog = await canvas.findByRole('dialog');
    const frame = canvasElement.querySelector('[data-frame]')!;
    await animationsSettled(dialog);
    // 16 px of the window shows on each side.
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(
      Math.round(frame.getBoundingClientRect().width) - 32,
    );
  },
};

const matrixStates = ['default', 'hover', 'focus-visible'] as const;

/**
 * Each size with its close button at rest, hovered and focused, under the default theme and
 * three shop colours. The cells are non-modal so that several can be open at once.
 */
export const StateMatrix: Story = {
  render: () => (
    <ThemedMatrix
      rows={matrixStates}
      columns={dialogSizes}
      rowHeader="Close button"
      renderCell={(state, size, theme) => (
        <OverlayFrame width={size === 'sm' ? 432 : 592} height={250} shopColor={theme.shopColor}>
          <Dialog
            open
            modal={false}
            size={size}
            title="Remove this item?"
            description="It leaves your cart."
            contentProps={{ onOpenAutoFocus: (event) => event.preventDefault() }}
            closeButtonProps={{ 'data-force-state': state }}
            footer={
              <>
                <Button variant="outline">Keep it</Button>
                <Button>Remove</Button>
              </>
            }
          >
            Porcelain floor tile, 3 boxes.
          </Dialog>
        </OverlayFrame>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const close = (state: string) =>
      getComputedStyle(canvasElement.querySelector(`[data-part="close"][data-force-state="${state}"]`)!);
    await expect(close('hover').backgroundColor).not.toBe(close('default').backgroundColor);
    await expect(close('focus-visible').boxShadow).not.toBe('none');
    await expect(canvasElement.querySelectorAll('[role="dialog"]')).toHaveLength(4 * 3 * 2);
    // Portalled into their frame's ThemeProvider, the dialogs keep its shop colour.
    const removeIn = (theme: string) =>
      getComputedStyle(
        within(canvasElement.querySelector<HTMLElement>(`[data-theme-label^="${theme}"]`)!).getAllByRole('button', {
          name: 'Remove',
        })[0]!,
      ).backgroundColor;
    await expect(removeIn('Saturated')).not.toBe(removeIn('Default'));
  },
};
