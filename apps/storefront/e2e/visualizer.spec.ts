import type { Page } from '@playwright/test';
import { storageKeys } from '../src/state/storageKeys.ts';
import { apiRequest, expect, test } from './fixtures.ts';
import { fillAccount, fillShipping, form, newPerson } from './registering.ts';
import { useActiveShowroom } from './showroom.ts';
import { newVerifiedCustomer, signIn } from './shopping.ts';

/**
 * The visualizer against the real server (issue 33): choose a plan and a style in DEMO0001,
 * change the floor and see the take-off and total follow, add the design to the cart and find
 * every line there; a guest's Save goes through sign-in, or registration, and the project exists
 * afterwards.
 * The room is drawn as the plan from above (`view=plan`): the 3D scene has its own stories.
 */

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

async function totalOf(page: Page): Promise<number> {
  return money(await page.getByText('Total', { exact: true }).locator('xpath=..').textContent());
}

async function openDesign(page: Page) {
  await page.goto('/visualize');
  await page.getByRole('tab', { name: 'Kitchen' }).click();
  await page
    .getByRole('list', { name: 'Kitchen floor plans' })
    .getByRole('link', { name: /L-shaped kitchen, 12 × 14 ft/ })
    .click();
  await expect(page).toHaveURL(/\/visualize\?plan=kitchen-l-12x14$/);
  await page
    .getByRole('list', { name: 'Styles for L-shaped kitchen, 12 × 14 ft' })
    .getByRole('link', { name: /Warm oak farmhouse kitchen/ })
    .click();
  await expect(page).toHaveURL(/template=warm-oak-farmhouse-kitchen/);
  await expect(page.getByRole('heading', { level: 2, name: 'L-shaped kitchen, 12 × 14 ft' })).toBeVisible();
  await page.getByRole('group', { name: 'Room view' }).getByRole('button', { name: 'Plan' }).click();
}

test('a customer designs a kitchen in DEMO0001, changes the floor, and buys the whole design in one step', async ({
  page,
}, testInfo) => {
  const { token } = await newVerifiedCustomer(testInfo.testId, {
    prefix: 'visualizer',
    fullName: 'Vera Visual',
    phone: '2135550177',
  });
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    storageKeys.authToken,
    token,
  ] as const);
  await useActiveShowroom(page, 'DEMO0001');
  await openDesign(page);

  const takeOff = page.getByRole('region', { name: 'What it takes' });
  const floorRow = takeOff.getByRole('row', { name: /^Floor/ });
  await expect(floorRow).toBeVisible();
  const before = await totalOf(page);
  expect(before).toBeGreaterThan(0);

  // Another floor: the take-off's floor line and the total follow.
  const floor = page.getByRole('region', { name: 'Surfaces and fixtures' }).getByRole('button', { name: /^Floor/ });
  const firstFloor = await floor.textContent();
  await floor.click();
  const chooser = page.getByRole('group', { name: 'Choose the floor' });
  // The floor's products by category, a page at a time, as the product list has them.
  await chooser.getByRole('tablist', { name: 'Floor categories' }).getByRole('tab', { name: 'Porcelain Tile' }).click();
  await expect(chooser.getByRole('list', { name: 'Porcelain Tile, page 1' })).toBeVisible();
  await expect(chooser.getByText(/^Showing 1–6 of \d+ products$/)).toBeVisible();
  await chooser
    .getByRole('navigation', { name: 'Porcelain Tile pages' })
    .getByRole('button', { name: /next/i })
    .click();
  const secondPage = chooser.getByRole('list', { name: 'Porcelain Tile, page 2' });
  await expect(secondPage).toBeVisible();
  await secondPage.getByRole('button', { pressed: false }).first().click();
  await expect(floor).not.toHaveText(firstFloor ?? '');
  await expect.poll(() => totalOf(page)).not.toBe(before);
  // The address keeps the choice: a link opens the same design.
  await expect(page).toHaveURL(/d=floor:\d+/);
  const lines = await takeOff.getByRole('row').count();

  await page.getByRole('button', { name: 'Add design to cart' }).click();
  await expect(page.getByText('Every line is in your cart.')).toBeVisible();
  const cart = await apiRequest<{ data: { Project_tans: { product_name: string; qty: number }[] } }>(
    '/api/projectCart',
    { token },
  );
  expect(cart.status).toBe(200);
  // One cart line per take-off line (the header row aside).
  expect(cart.body.data.Project_tans.length).toBe(lines - 1);
});

test('a guest saves a design: sign-in, then the project exists and the design opens again', async ({
  page,
}, testInfo) => {
  const { email, token } = await newVerifiedCustomer(testInfo.testId, {
    prefix: 'visualguest',
    fullName: 'Gale Guest',
    phone: '2135550178',
  });
  await useActiveShowroom(page, 'DEMO0001');
  await openDesign(page);
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signIn(page, email);
  // §4: a User with a visual redirect and a complete saved item: the project is created and the design opens.
  await expect(page).toHaveURL(/\/visualize\?plan=kitchen-l-12x14&template=warm-oak-farmhouse-kitchen/);
  await expect(page.getByRole('heading', { level: 2, name: 'L-shaped kitchen, 12 × 14 ft' })).toBeVisible();
  const projects = await apiRequest<{ data: { id: number; extra_info: Record<string, unknown> | null }[] }>(
    '/api/projectChecklist',
    { token },
  );
  expect(projects.status).toBe(200);
  expect(projects.body.data.some((project) => project.extra_info?.['floorplan'] === 'kitchen-l-12x14')).toBe(true);
});

test('a guest saves a design and registers instead: the project exists and the same design opens again', async ({
  page,
}, testInfo) => {
  await useActiveShowroom(page, 'DEMO0001');
  await openDesign(page);
  // A choice of the guest's own, carried by the design's address through registration.
  const floor = page.getByRole('region', { name: 'Surfaces and fixtures' }).getByRole('button', { name: /^Floor/ });
  await floor.click();
  await page
    .getByRole('group', { name: 'Choose the floor' })
    .getByRole('list', { name: /, page 1$/ })
    .getByRole('button', { pressed: false })
    .first()
    .click();
  await expect(page).toHaveURL(/d=floor:\d+/);
  const design = new URL(page.url());
  const chosenFloor = await floor.textContent();

  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByRole('link', { name: 'sign up for free as a homeowner' }).click();
  const person = newPerson(testInfo.testId);
  await fillAccount(page, person);
  await fillShipping(page, person);
  const registered = page.waitForResponse('**/api/register');
  await form(page).getByRole('button', { name: 'Skip and sign up without a card' }).click();
  expect((await registered).status()).toBe(201);
  const thanks = page.getByRole('dialog', { name: /Thank you for signing up/ });
  await thanks.getByRole('link', { name: 'Continue to Visualize' }).click();

  // §4: the project is made on registering; the design waits for the e-mail to be verified.
  await expect(page).toHaveURL(/\/verifiction$/);
  const outbox = await apiRequest<{ data: { body: string }[] }>('/api/dev/outbox', { query: { to: person.email } });
  const link = /\/verify\/[^\s]+/.exec(outbox.body.data[0]?.body ?? '')?.[0];
  expect(link, 'the verification e-mail').toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto(`${design.pathname}${design.search}`);
  await expect(page.getByRole('heading', { level: 2, name: 'L-shaped kitchen, 12 × 14 ft' })).toBeVisible();
  await expect(floor).toHaveText(chosenFloor ?? '');
  const token = await apiRequest<{ data: { token: string } }>('/api/login', {
    body: { email: person.email, password: person.password },
  });
  expect(token.status).toBe(200);
  const projects = await apiRequest<{ data: { extra_info: Record<string, unknown> | null }[] }>(
    '/api/projectChecklist',
    { token: token.body.data.token },
  );
  expect(projects.status).toBe(200);
  expect(
    projects.body.data.filter(
      (project) =>
        project.extra_info?.['floorplan'] === 'kitchen-l-12x14' &&
        project.extra_info['floorTemplate'] === 'warm-oak-farmhouse-kitchen',
    ),
  ).toHaveLength(1);
});
