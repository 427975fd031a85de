import type { Page } from '@playwright/test';
import { storageKeys } from '../src/state/storageKeys.ts';
import { apiRequest, expect, test } from './fixtures.ts';
import { signIn as fillSignIn, newVerifiedCustomer } from './shopping.ts';

/**
 * The project checklist against the real server: a customer of its own (journeys share one
 * database and must not change the demo customer) with a project made through the API, as
 * the cart and the visualizer flow make them.
 */
async function customerWithProject(testId: string): Promise<{ email: string; projectId: number }> {
  const customer = await newVerifiedCustomer(testId, {
    prefix: 'checklist',
    fullName: 'Chloe Checklist',
    phone: '2135550177',
  });
  const created = await apiRequest<{ data: number }>('/api/projectCart', {
    method: 'POST',
    token: customer.token,
    body: { my_item: { showroom: 'DEMO0001' }, name: 'Garage workshop' },
  });
  expect(created.status, 'project created').toBe(201);
  return { email: customer.email, projectId: created.body.data };
}

/** §4: a customer who has projects lands on / after signing in, whatever the redirect. */
async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await fillSignIn(page, email);
  await expect(page).toHaveURL(/\/$/);
}

test('a customer adds an item to a project checklist, ticks it, and it stays ticked after a reload', async ({
  page,
}, testInfo) => {
  const { email, projectId } = await customerWithProject(testInfo.testId);
  await signIn(page, email);
  // The picker lists the customer's one project; its card opens the checklist in place.
  await page.goto('/visualize/checklist');
  await page.getByRole('list', { name: 'Your projects' }).getByRole('link', { name: 'Garage workshop' }).click();
  await expect(page).toHaveURL(new RegExp(`/visualize/checklist\\?project=${projectId}$`));

  const checklist = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Garage workshop' }) });
  await expect(checklist.getByText('Nothing on this checklist yet')).toBeVisible();

  const title = 'Pick a pegboard';
  const added = page.waitForResponse(
    (response) => response.url().endsWith('/api/projectChecklist') && response.request().method() === 'POST',
  );
  await checklist.getByLabel('Add items').fill(title);
  await checklist.getByLabel('Add items').press('Enter');
  expect([200, 201]).toContain((await added).status());
  const box = checklist.getByRole('checkbox', { name: title });
  await expect(box).not.toBeChecked();
  await expect(checklist.getByText('0 of 1 done')).toBeVisible();

  const ticked = page.waitForResponse(
    (response) => /\/api\/projectChecklist\/\d+$/.test(response.url()) && response.request().method() === 'PUT',
  );
  await box.check();
  expect((await ticked).status()).toBe(200);
  await expect(checklist.getByText('1 of 1 done')).toBeVisible();
  await expect(checklist.getByRole('progressbar', { name: 'Checklist progress' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );

  await page.reload();
  await expect(page.getByRole('checkbox', { name: title })).toBeChecked();
  await expect(page.getByText('1 of 1 done')).toBeVisible();

  // The server has it too, not just this browser.
  const token = await page.evaluate((key) => window.localStorage.getItem(key), storageKeys.authToken);
  const stored = await apiRequest<{ data: { project_checklist: { title: string; is_done: boolean }[] } }>(
    `/api/projectChecklist/${projectId}`,
    { token: token ?? '' },
  );
  expect(stored.body.data.project_checklist).toEqual([expect.objectContaining({ title, is_done: true })]);
});
