import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@showroom/api/demo';
import { storageKeys } from '../src/state/storageKeys.ts';
import { apiRequest, expect, test } from './fixtures.ts';
import { newVerifiedCustomer } from './shopping.ts';

/** Stores a session token before the app starts, as the sign-in page does. */
async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    storageKeys.authToken,
    token,
  ] as const);
}

async function signInAs(page: Page, email: string): Promise<void> {
  const answer = await apiRequest<{ data: { token: string } }>('/api/login', {
    method: 'POST',
    body: { email, password: DEMO_PASSWORD },
  });
  expect(answer.status, `sign-in of ${email}`).toBe(200);
  await useToken(page, answer.body.data.token);
}

/** A verified customer of its own (shopping.ts), signed in before the app starts. */
async function signedInNewCustomer(page: Page, testId: string): Promise<void> {
  const { token } = await newVerifiedCustomer(testId, {
    prefix: 'profile',
    fullName: 'Rosa Parkes',
    phone: '2135550142',
  });
  await useToken(page, token);
}

async function openProfileForm(page: Page) {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit profile' }).click();
  return page.getByRole('form', { name: 'Edit profile' });
}

test.describe('the account pages against the real server', () => {
  test('a customer edits the profile and sees it after a reload', async ({ page }, testInfo) => {
    await signedInNewCustomer(page, testInfo.testId);
    const form = await openProfileForm(page);
    await form.getByRole('textbox', { name: /^Last name/ }).fill('Parks');
    await form.getByRole('textbox', { name: /^Phone number/ }).fill('6195550163');
    await form.getByRole('textbox', { name: /^Street/ }).fill('12 Ocean Ave');
    await form.getByRole('textbox', { name: /^City/ }).fill('San Diego');
    await form.getByRole('combobox', { name: /^State/ }).click();
    await page.getByRole('option', { name: 'Nevada' }).click();
    await form.getByRole('textbox', { name: /^ZIP code/ }).fill('89501');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/profile') && response.request().method() === 'PUT',
    );
    await form.getByRole('button', { name: 'Save changes' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully.' })).toBeFocused();

    await page.reload();
    await expect(page.getByText('Rosa Parks')).toBeVisible();
    await expect(page.getByText('(619) 555-0163')).toBeVisible();
    await expect(page.getByText('San Diego, Nevada 89501')).toBeVisible();
  });

  test('a bad phone and ZIP are refused with their messages, nothing is sent and nothing lost', async ({
    page,
  }, testInfo) => {
    await signedInNewCustomer(page, testInfo.testId);
    const form = await openProfileForm(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/profile')) sent.push(request.url());
    });
    const phone = form.getByRole('textbox', { name: /^Phone number/ });
    const zip = form.getByRole('textbox', { name: /^ZIP code/ });
    const city = form.getByRole('textbox', { name: /^City/ });
    await phone.fill('213555');
    await zip.fill('ABCDE');
    await city.fill('Pasadena');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(phone).toHaveAccessibleDescription(
      'The phone number is not a valid phone number for this country code.',
    );
    await expect(zip).toHaveAccessibleDescription('The zip code must be a US ZIP code (5 digits, or ZIP+4).');
    await expect(phone).toBeFocused();
    await expect(city).toHaveValue('Pasadena');
    await expect(zip).toHaveValue('ABCDE');
    expect(sent).toEqual([]);
  });

  test('a contractor saves the payout account and sees it masked, never in full', async ({ page }) => {
    await signInAs(page, 'contractor@demo.test');
    await page.goto('/payout_setup');
    await expect(page.getByRole('heading', { level: 1, name: 'Payout Settings' })).toBeVisible();
    // A fresh database has no account on file (the form is the page); a used one has (Replace first).
    const form = page.getByRole('form', { name: 'Bank account' });
    const replace = page.getByRole('button', { name: 'Replace bank account' });
    await expect(form.or(replace)).toBeVisible();
    if (await replace.isVisible()) await replace.click();
    await form.getByRole('textbox', { name: /^Account holder name/ }).fill('Reyes Remodeling Co.');
    await form.getByRole('textbox', { name: /^Bank name/ }).fill('Golden State Credit Union');
    await form.getByRole('combobox', { name: /^Account type/ }).click();
    await page.getByRole('option', { name: 'Savings' }).click();
    await form.getByRole('textbox', { name: /^Routing number/ }).fill('021000021');
    await form.getByRole('textbox', { name: /^Account number/ }).fill('000123456789');
    await form.getByRole('textbox', { name: /^Confirm account number/ }).fill('000123456789');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/payout_setup') && response.request().method() === 'PUT',
    );
    await form.getByRole('button', { name: 'Save payout settings' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Your payout settings have been saved.')).toBeFocused();
    await expect(page.getByText('•••• 6789')).toBeVisible();
    expect(await page.content()).not.toContain('000123456789');

    await page.reload();
    await expect(page.getByText('•••• 6789')).toBeVisible();
    await expect(page.getByText('Golden State Credit Union')).toBeVisible();
    expect(await page.content()).not.toContain('123456789');
  });

  test('reading a notification drops the header count at once', async ({ page }) => {
    await signInAs(page, 'vendor@demo.test');
    await page.goto('/notification');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const unread = page.getByRole('list', { name: /^Unread notifications/ }).getByRole('listitem');
    await expect(unread.first()).toBeVisible();
    const before = await unread.count();
    expect(before).toBeGreaterThan(0);

    const menu = page.getByRole('button', { name: 'Account menu' });
    await menu.click();
    await expect(page.getByRole('link', { name: `Notifications ${before} pending` })).toBeVisible();
    await page.keyboard.press('Escape');

    await unread.first().getByRole('button', { name: 'Mark as read' }).click();
    await expect(page.getByRole('link', { name: `Unread (${before - 1})` })).toBeVisible();
    await menu.click();
    await expect(page.getByRole('link', { name: `Notifications ${before - 1} pending` })).toBeVisible();
  });
});
