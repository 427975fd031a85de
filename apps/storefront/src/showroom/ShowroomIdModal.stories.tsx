import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@showroom/ui';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleShopColors } from '../../../../.storybook/shopColors.ts';
import { appSettled } from '../storybook/settled.ts';
import { withAppAt } from '../storybook/withMemoryRouter.tsx';
import { ShowroomIdModal } from './ShowroomIdModal.tsx';

/**
 * §2 Home: "the modal with a Back to shopping link". The home page opens it when a category or
 * See All is chosen without an active showroom; here a button stands in for that category.
 */
const meta = {
  title: 'Showroom/ShowroomIdModal',
  decorators: [withAppAt],
  parameters: { layout: 'fullscreen', route: null },
  globals: { viewport: { value: 'desktop' } },
  render: () => <Opener />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Kitchen Sinks</Button>
      <ShowroomIdModal open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Jumps the dialog's entrance animation to its end for a settled picture. */
async function animationsFinished(canvasElement: HTMLElement): Promise<void> {
  for (const animation of canvasElement.ownerDocument.body.getAnimations({ subtree: true })) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
  await Promise.resolve();
}

async function openModal(canvasElement: HTMLElement) {
  await appSettled(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Kitchen Sinks' }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole(
    'dialog',
    { name: 'Choose a showroom' },
    { timeout: 5000 },
  );
  await animationsFinished(canvasElement);
  return within(dialog);
}

const openPlay: Play = async ({ canvasElement }) => {
  const dialog = await openModal(canvasElement);
  await expect(dialog.getByRole('heading', { level: 3, name: 'Enter your Showroom ID' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Showroom ID' })).toHaveFocus();
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Back to shopping' })).toBeVisible();
};

/** Opened: the card in the dialog with the focus in its field, Next disabled, Back to shopping under it. */
export const Open: Story = { play: openPlay };

/** Under a shop colour (a branded contractor browsing). */
export const OpenDarkShop: Story = { globals: { shopColor: sampleShopColors.dark.value }, play: openPlay };

/** 375 px: the dialog fits the phone's width. */
export const OpenMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async (context) => {
    await openPlay(context);
    const dialog = context.canvasElement.ownerDocument.querySelector('[role="dialog"]') as HTMLElement;
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

/** The lookup runs inside the modal as on the page: DEMO0001 is found. */
export const FoundInModal: Story = {
  tags: ['state:showroomSearch.found'],
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Showroom ID' }), 'DEMO0001');
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('Reyes Remodeling Co.'), {
      timeout: 5000,
    });
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeEnabled();
    await appSettled(canvasElement);
  },
};

/** Back to shopping (and Escape) close it, and the focus returns to what opened it. */
export const BackToShopping: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Kitchen Sinks' });
    const body = within(canvasElement.ownerDocument.body);
    let dialog = await openModal(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Back to shopping' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());

    dialog = await openModal(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(dialog).toBeDefined();
  },
};
