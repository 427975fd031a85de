import { expect, within } from 'storybook/test';
import { appSettled } from '../../storybook/settled.ts';

/**
 * The product page's "not found", played by its stories under both addresses (/product/{hash}
 * and /product-details?pid=…): the heading and the way back, never an error with Try again.
 */
export async function productNotFoundShown({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  const page = within(canvasElement.querySelector('main') as HTMLElement);
  await expect(
    await page.findByRole('heading', { level: 1, name: 'Product not found' }, { timeout: 5000 }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the showroom' })).toBeVisible();
  await expect(page.queryByRole('button', { name: 'Try again' })).toBeNull();
  await appSettled(canvasElement);
}
