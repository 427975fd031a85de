import { Button } from '@showroom/ui';
import { useState } from 'react';
import { within } from 'storybook/test';
import { appSettled } from '../../storybook/settled.ts';
import { cookieNames } from '../../state/storageKeys.ts';
import type { StoryWorld } from '../../storybook/storyServices.ts';
import { OrderItemsDialog } from './OrderItemsDialog.tsx';

/**
 * Helpers of the Order Items stories (stories only). The order list opens the dialog; in a story
 * a button stands in for the list's row.
 */
export function Opener({ orderId }: { orderId: number }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>View items</Button>
      <OrderItemsDialog orderId={orderId} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** A demo account signed in; an Admin stays signed in only with the one-time code checked (§4). */
export const world = (signedInAs: string, extra: StoryWorld = {}) => ({
  world: {
    signedInAs,
    ...(signedInAs.startsWith('admin@') ? { cookies: { [cookieNames.otpVerify]: '1' } } : {}),
    ...extra,
  } satisfies StoryWorld,
});

/** Jumps the dialogs' entrance animations to their end for a settled picture. */
export async function animationsFinished(canvasElement: HTMLElement): Promise<void> {
  for (const animation of canvasElement.ownerDocument.body.getAnimations({ subtree: true })) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
  await Promise.resolve();
}

/** The open Order Items dialog, once the app has settled (unless told not to wait). */
export async function openedDialog(canvasElement: HTMLElement, settle = true) {
  if (settle) await appSettled(canvasElement);
  const dialog = await within(canvasElement.ownerDocument.body).findByRole(
    'dialog',
    { name: 'Order Items' },
    { timeout: 5000 },
  );
  await animationsFinished(canvasElement);
  return within(dialog);
}
