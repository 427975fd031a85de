import { expect, test } from './fixtures.ts';
import { useActiveShowroom } from './showroom.ts';
import { cartBadge } from './shopping.ts';

/**
 * Issue 34: a shopper in DEMO0001 misspells a product word in the header's search, sees
 * suggestions as they type (the server's typo-tolerant search, with "Did you mean"), presses
 * Enter, gets the corrected results on /search, opens a product and adds it to the cart.
 */
test('search DEMO0001 with a typo: suggestions, Enter, corrected results, a product into the cart', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await useActiveShowroom(page, 'DEMO0001');
  await page.goto('/about_us');

  // The header's search: a plain form first, the combobox once the box is touched.
  const header = page.getByRole('banner');
  await header.getByRole('searchbox', { name: 'Search products' }).click();
  const box = header.getByRole('combobox', { name: 'Search products' });
  await expect(box).toBeFocused();
  await box.pressSequentially('tiel', { delay: 40 });

  // Suggestions from the showroom, for the catalogue's spelling.
  const suggestions = header.getByRole('listbox', { name: 'Search products' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await expect(header.getByText(/^Did you mean/)).toHaveText('Did you mean tile?');
  await expect(suggestions.getByRole('option').first()).toContainText(/\$[\d,]+\.\d{2}/);

  // Enter on the text: the results page for what was typed, corrected.
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=tiel$/);
  await expect(page).toHaveTitle('Search | Showroom');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
  await expect(main.getByText(/^Showing results for/)).toHaveText(
    'Showing results for tile. No products match “tiel”.',
  );
  await expect(main.getByText(/results? for “tile”$/)).toBeVisible();
  await expect(header.getByRole('combobox', { name: 'Search products' })).toHaveValue('tiel');
  const results = main.getByRole('list', { name: /^Results for tiel, page 1 of \d+$/ }).getByRole('article');
  await expect(results.first()).toBeVisible();

  // A product from the results opens in the showroom and goes into the cart.
  const first = results.first().getByRole('link');
  const name = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/product\/[^/]+\/DEMO0001$/);
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartBadge(page)).toHaveAccessibleName(/ [1-9]\d* items? in cart$/);
});
