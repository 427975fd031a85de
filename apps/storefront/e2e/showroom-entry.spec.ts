import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { showroomProfile, storageKeys, storedJson } from './showroom.ts';

const NOT_FOUND = 'No Showroom Found, Please Enter Correct Showroom Id.';

/** The brand colour a themed element is painted with (the card's top edge, the showroom header's left edge). */
const brandEdge = (locator: Locator, side: 'top' | 'left') =>
  locator.evaluate((element, which) => getComputedStyle(element).getPropertyValue(`border-${which}-color`), side);

async function idCard(page: Page) {
  const card = page.getByRole('region', { name: 'Enter your Showroom ID' });
  await expect(card).toBeVisible();
  return {
    card,
    input: card.getByRole('textbox', { name: 'Showroom ID' }),
    next: card.getByRole('button', { name: 'Next' }),
    status: card.getByRole('status'),
  };
}

test('Showroom ID: an unknown ID warns; DEMO0001 opens its showroom in its colour; New Showroom brings the default theme back', async ({
  page,
}) => {
  const demo = await showroomProfile('DEMO0001');
  await page.goto('/visualize/contractor/all');
  const { card, input, next, status } = await idCard(page);
  const defaultBrand = await brandEdge(card, 'top');

  // §4, §8: an unknown 8-character ID is looked up and warned about, in the card (tied to the
  // field) and as a toast; Next stays disabled.
  await input.fill('ZZZZ9999');
  await expect(status).toHaveText(NOT_FOUND);
  await expect(input).toHaveAccessibleDescription(new RegExp(NOT_FOUND.replace(/[.,]/g, '.')));
  // The card's line and the toast.
  await expect(page.getByText(NOT_FOUND).nth(1)).toBeVisible();
  await expect(next).toBeDisabled();
  await input.press('Enter');
  expect(await storedJson(page, storageKeys.showroom)).toBeNull();

  // DEMO0001 is found: company name and ID, Next enabled.
  await input.fill('DEMO0001');
  await expect(status).toContainText(demo.company_name);
  await expect(status).toContainText('Showroom ID: DEMO0001');
  await expect(next).toBeEnabled();

  // Next stores the §3 active showroom and opens its page, in the showroom's own colour.
  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: demo.company_name })).toBeVisible();
  await expect(page).toHaveURL(/\/visualize\/contractor\/all$/);
  const stored = (await storedJson(page, storageKeys.showroom)) as Record<string, unknown>;
  expect(stored).toMatchObject({ vsd_id: 'DEMO0001', theme_color: demo.theme_color, is_3d: demo.is_3d });
  for (const field of [
    'showroom',
    'floorplan',
    'floorTemplate',
    'project',
    'custom_addon',
    'basic_addon',
    'showroom_subscription',
  ])
    expect(stored).toHaveProperty(field);
  expect(((await storedJson(page, storageKeys.category)) as unknown[]).length).toBeGreaterThan(0);
  const header = page.locator('main header');
  await expect.poll(() => brandEdge(header, 'left')).not.toBe(defaultBrand);
  await expect(page.locator('[data-theme="shop"]').first()).toBeAttached();
  // Its departments and top products, linking by the §2 rules and to the product pages.
  await expect(page.getByRole('region', { name: 'Top products' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/product\/[^/]+\/DEMO0001$/,
  );
  await expect(
    page
      .getByRole('region', { name: 'Departments' })
      .getByRole('link', { name: /^Shop All / })
      .first(),
  ).toBeVisible();

  // New Showroom forgets it: the default theme returns and the ID field has the focus.
  await page.getByRole('button', { name: 'New Showroom' }).click();
  const again = await idCard(page);
  await expect(again.input).toBeFocused();
  await expect(page.locator('[data-theme="shop"]')).toHaveCount(0);
  expect(await brandEdge(again.card, 'top')).toBe(defaultBrand);
  expect(await storedJson(page, storageKeys.showroom)).toBeNull();
  expect(await storedJson(page, storageKeys.category)).toBeNull();
});

test('Showroom ID on the home page: DEMO0001, Next opens its showroom in its colour', async ({ page }) => {
  const demo = await showroomProfile('DEMO0001');
  await page.goto('/');
  await expect(page).toHaveTitle('Home | Showroom');
  const { card, input, next, status } = await idCard(page);
  const defaultBrand = await brandEdge(card, 'top');

  await input.fill('DEMO0001');
  await expect(status).toContainText(demo.company_name);
  await expect(next).toBeEnabled();
  await next.click();

  await expect(page).toHaveURL(/\/visualize\/contractor\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: demo.company_name })).toBeVisible();
  expect(await storedJson(page, storageKeys.showroom)).toMatchObject({ vsd_id: 'DEMO0001' });
  await expect(page.locator('[data-theme="shop"]').first()).toBeAttached();
  await expect.poll(() => brandEdge(page.locator('main header'), 'left')).not.toBe(defaultBrand);
});

test('Showroom ID pasted and Enter pressed at once, before the lookup answers: the showroom opens', async ({
  page,
}) => {
  const demo = await showroomProfile('DEMO0001');
  // The lookup is held until the test lets it answer, as on a slow connection, so Enter surely
  // comes first and the busy Next button can be seen however loaded the machine is (a fixed
  // delay was missed under CI load: the showroom had opened before the check looked).
  let answerLookup = () => {};
  const lookupMayAnswer = new Promise<void>((resolve) => {
    answerLookup = resolve;
  });
  await page.route('**/api/visualization/showrooms?*', async (route) => {
    await lookupMayAnswer;
    await route.continue();
  });
  await page.goto('/visualize/contractor/all');
  const { input, next, status } = await idCard(page);
  await input.fill('DEMO0001');
  await expect(status).toContainText('Looking up this Showroom ID');
  await input.press('Enter');
  await expect(next).toHaveAttribute('aria-busy', 'true');
  answerLookup();
  await expect(page.getByRole('heading', { level: 1, name: demo.company_name })).toBeVisible();
  expect(await storedJson(page, storageKeys.showroom)).toMatchObject({ vsd_id: 'DEMO0001' });
});
