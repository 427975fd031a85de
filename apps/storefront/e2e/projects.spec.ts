import type { Page } from '@playwright/test';
import { storageKeys } from '../src/state/storageKeys.ts';
import { apiRequest, expect, test } from './fixtures.ts';
import { newVerifiedCustomer, signIn, topProducts } from './shopping.ts';

/** My Projects against the real server: the demo customer's projects, and a new customer's hire and share. */

const projectList = (page: Page) => page.getByRole('list', { name: 'Projects, newest first' });
const projectSection = (page: Page) =>
  page.getByRole('region', { name: /./ }).filter({ has: page.getByRole('tablist') });

/**
 * A verified customer of its own with one project in DEMO0001 holding one cart line (journeys
 * share one database: the demo customer's designers and shares stay as they are).
 */
async function customerWithProject(page: Page, testId: string): Promise<{ projectId: number; product: string }> {
  const { token } = await newVerifiedCustomer(testId, {
    prefix: 'projects',
    fullName: 'Priya Planner',
    phone: '2135550144',
  });

  const created = await apiRequest<{ data: number }>('/api/projectCart', {
    method: 'POST',
    token,
    body: { my_item: { showroom: 'DEMO0001' }, name: 'Garage floor' },
  });
  expect([200, 201]).toContain(created.status);
  const projectId = created.body.data;
  const [product] = await topProducts(1);
  if (!product) throw new Error('DEMO0001 has no top products.');
  const added = await apiRequest('/api/projectCart/sync_to_cart', {
    token,
    body: { product_id: product.id, quantity: 2, action: 'cart', project: projectId },
  });
  expect(added.status).toBe(200);

  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    storageKeys.authToken,
    token,
  ] as const);
  return { projectId, product: product.name };
}

test.describe('My Projects against the real server', () => {
  test('the demo customer signs in, sees both projects newest first and opens the kitchen with its cart', async ({
    page,
  }) => {
    await page.goto('/projects');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprojects$/);
    await signIn(page, 'customer@demo.test');
    // §4 sign-in outcome: a User who has projects already goes to / whatever the redirect.
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
    const links = projectList(page).getByRole('link');
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toContainText('Primary bath');
    await expect(links.nth(1)).toContainText('Kitchen refresh');
    await expect(links.nth(1)).toContainText('Reyes Remodeling Co. (DEMO0001)');

    await links.nth(1).click();
    await expect(page).toHaveURL(/\/projects\?project=701$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Kitchen refresh' })).toBeFocused();
    const cart = page.getByRole('list', { name: '3 cart lines' });
    await expect(cart.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByLabel('Cart totals')).toContainText('Total');

    await page.getByRole('tab', { name: 'Design details' }).click();
    await expect(page).toHaveURL(/\/projects\?project=701&tab=details$/);
    await expect(page.getByRole('definition').first()).toHaveText('kitchen');
    // The address opens the same view: a reload, and Back to the list.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Design details' })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(projectList(page).getByRole('link', { name: /Kitchen refresh/ })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test.describe('a customer with a project of their own', () => {
    // Opening another customer's project answers 404, which the browser logs.
    test.use({ allowedConsoleErrors: [/Failed to load resource.*404/] });

    test('sees its cart, hires a designer once and shares it with the showroom contractor', async ({
      page,
    }, testInfo) => {
      const { projectId, product } = await customerWithProject(page, testInfo.testId);
      await page.goto('/projects');
      await projectList(page)
        .getByRole('link', { name: /Garage floor/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/projects\\?project=${projectId}$`));
      const section = projectSection(page);
      await expect(section.getByRole('list', { name: '1 cart lines' })).toContainText(product);
      await expect(section.getByRole('spinbutton', { name: `Quantity of ${product}` })).toHaveValue('2');

      await section.getByRole('tab', { name: 'Designers' }).click();
      const hires: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/hire_designer')) hires.push(request.url());
      });
      // A double click hires once: the button is busy from the first click.
      await section.getByRole('button', { name: 'Hire Olivia Grant' }).dblclick();
      await expect(page.getByRole('status').filter({ hasText: 'Designer hired successfully.' }).first()).toBeAttached();
      const olivia = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Olivia Grant' }) });
      await expect(olivia.getByText('Hired', { exact: true })).toBeVisible();
      await expect(olivia.getByRole('button')).toHaveCount(0);
      expect(hires).toHaveLength(1);
      await expect(projectList(page).getByRole('link', { name: /Garage floor/ })).toContainText('1 designer hired');

      await section.getByRole('tab', { name: 'Share with contractor' }).click();
      await section.getByRole('button', { name: 'Share with contractor' }).click();
      await expect(section.getByRole('status')).toContainText('Project shared with Reyes Remodeling Co.');
      await expect(projectList(page).getByRole('link', { name: /Garage floor/ })).not.toContainText('Not shared');

      // The server kept both: after a reload the designer is hired and the project shared.
      await page.reload();
      await expect(section.getByText(/^Shared with Reyes Remodeling Co\. on \d\d\.\d\d\.\d{4}\./)).toBeVisible();
      await expect(section.getByRole('button', { name: 'Share with contractor' })).toHaveCount(0);
      await section.getByRole('tab', { name: 'Designers' }).click();
      await expect(olivia.getByText('Hired', { exact: true })).toBeVisible();

      // The demo customer's project is not theirs.
      await page.goto('/projects?project=701');
      await expect(page.getByRole('heading', { level: 2, name: 'This project could not be found' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to your projects' }).click();
      await expect(page).toHaveURL(/\/projects$/);
      await expect(projectList(page).getByRole('link')).toHaveCount(1);
    });
  });
});
