import type { Page, Request } from '@playwright/test';
import { DEMO_PASSWORD } from '@showroom/api/demo';
import { registrationMessages } from '@showroom/machines';
import { storageKeys } from '../src/state/storageKeys.ts';
import { apiRequest, expect, test } from './fixtures.ts';
import { fillAccount, fillShipping, form, heading, newPerson } from './registering.ts';

const REGISTER = '**/api/register';

const VISA = { number: '4242424242424242', shown: '4242 4242 4242 4242' };

/** Every request to POST /api/register the page makes. */
function watchRegistrations(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/register') sent.push(request);
  });
  return sent;
}

async function signIn(email: string, password: string): Promise<string> {
  const answer = await apiRequest<{ data: { token: string } }>('/api/login', {
    method: 'POST',
    body: { email, password },
  });
  expect(answer.status, `sign-in of ${email}`).toBe(200);
  return answer.body.data.token;
}

interface ProfileAnswer {
  data: {
    user: { email: string; first_name: string; last_name: string };
    shipping_address: { street: string; city: string; state: string; zip_code: string } | null;
    payment_details: Record<string, unknown> | null;
  };
}

test.describe('registration (/register)', () => {
  test('a full registration with a card: registered, signed in, and the server keeps only brand, last four and expiry', async ({
    page,
  }, testInfo) => {
    const person = newPerson(testInfo.testId);
    await page.goto('/register');
    await fillAccount(page, person);
    await fillShipping(page, person);

    const payment = form(page);
    await payment.getByLabel('Card Number').pressSequentially(VISA.number);
    await expect(payment.getByLabel('Card Number')).toHaveValue(VISA.shown);
    await expect(payment.getByRole('img', { name: 'Visa' })).toBeVisible();
    // §5: a valid number moves the focus to Name on Card, a valid expiry to the CVV.
    await expect(payment.getByLabel('Name on Card')).toBeFocused();
    await page.keyboard.type('GRACE B HOPPER');
    await payment.getByLabel('Expiration Date').pressSequentially('1234');
    await expect(payment.getByLabel('Expiration Date')).toHaveValue('12/34');
    await expect(payment.getByLabel('CVV Code')).toBeFocused();
    await page.keyboard.type('123');
    const billing = payment.getByRole('group', { name: 'Billing Address' });
    await billing.getByLabel('Street').fill(person.street);
    await billing.getByLabel('State').fill(person.state);
    await billing.getByLabel('City').fill(person.city);
    await billing.getByLabel('Zip Code').fill(person.zip);

    const answer = page.waitForResponse(REGISTER);
    await payment.getByRole('button', { name: 'Done' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      full_name: person.fullName,
      first_name: 'Grace',
      last_name: 'Brewster Hopper',
      email: person.email,
      country_code: '+1',
      phone_number: person.phone,
      type: 'User',
      agree: true,
      card_number: VISA.number,
      exp_date: '12/34',
      cvv: '123',
      pay_city: person.city,
    });

    // §4 (2): the success modal; the new account is signed in.
    const dialog = page.getByRole('dialog', { name: 'Thank you for signing up, Grace!' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(person.email)).toBeVisible();
    // The header behind the modal (hidden from the accessibility tree while the modal is open).
    await expect(page.getByRole('button', { name: 'Account menu', includeHidden: true })).toBeVisible();
    const token = await page.evaluate((key) => window.localStorage.getItem(key), storageKeys.authToken);
    expect(token?.length ?? 0).toBeGreaterThan(10);

    // The server kept the card's brand, last four digits and expiry, and nothing more of it.
    const profile = await apiRequest<ProfileAnswer>('/api/profile', {
      token: await signIn(person.email, person.password),
    });
    expect(profile.status).toBe(200);
    expect(profile.body.data.user).toMatchObject({ email: person.email, first_name: 'Grace' });
    expect(profile.body.data.shipping_address).toMatchObject({ street: person.street, city: person.city });
    expect(profile.body.data.payment_details).toMatchObject({
      card_brand: 'Visa',
      card_last4: '4242',
      exp_date: '12/34',
    });
    const stored = JSON.stringify(profile.body);
    expect(stored).not.toContain(VISA.number);
    expect(stored).not.toMatch(/"cvv"/);

    // The modal's link goes home; the user check then asks the unverified person to verify (§4).
    await dialog.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/verifiction$/);
  });

  test('skipping the card clears it and registers without one', async ({ page }, testInfo) => {
    const person = newPerson(testInfo.testId);
    await page.goto('/register');
    await fillAccount(page, person);
    await fillShipping(page, person);
    await form(page).getByLabel('Card Number').pressSequentially('4242 4242');
    await form(page).getByLabel('CVV Code').fill('99');

    const answer = page.waitForResponse(REGISTER);
    await form(page).getByRole('button', { name: 'Skip and sign up without a card' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const body = response.request().postDataJSON() as Record<string, unknown>;
    for (const key of [
      'card_number',
      'name_on_Card',
      'exp_date',
      'cvv',
      'pay_street',
      'pay_state',
      'pay_city',
      'pay_zip_code',
    ]) {
      expect(body[key], key).toBe('');
    }
    await expect(page.getByRole('dialog', { name: /Thank you for signing up/ })).toBeVisible();

    const profile = await apiRequest<ProfileAnswer>('/api/profile', {
      token: await signIn(person.email, person.password),
    });
    expect(profile.status).toBe(200);
    expect(profile.body.data.payment_details).toBeNull();
  });

  test('an invalid card stops at step 3 with the messages of §8 and sends nothing', async ({ page }, testInfo) => {
    const person = newPerson(testInfo.testId);
    const sent = watchRegistrations(page);
    await page.goto('/register');
    await fillAccount(page, person);
    await fillShipping(page, person);
    const payment = form(page);
    await payment.getByLabel('Card Number').pressSequentially('4242424242424241');
    await payment.getByLabel('Expiration Date').pressSequentially('1320');
    await payment.getByLabel('CVV Code').fill('1');
    await payment.getByRole('button', { name: 'Done' }).click();

    await expect(payment.getByLabel('Card Number')).toHaveAccessibleDescription(registrationMessages.invalidNumber);
    await expect(payment.getByLabel('Expiration Date')).toHaveAccessibleDescription(/Invalid Expiration Date\./);
    await expect(payment.getByLabel('CVV Code')).toHaveAccessibleDescription(/Invalid CVC\./);
    await expect(payment.getByLabel('Card Number')).toBeFocused();
    await expect(heading(page, 'Payment Information')).toBeVisible();
    // Give a request that should not exist the time to show up.
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
  });

  test.describe('refused by the server', () => {
    // The refusal is a 422, which the browser logs as a failed resource.
    test.use({ allowedConsoleErrors: [/Failed to load resource.*422/] });

    test("a duplicate e-mail jumps back to step 1 with the server's message", async ({ page }, testInfo) => {
      const person = { ...newPerson(testInfo.testId), email: 'customer@demo.test' };
      await page.goto('/register');
      await fillAccount(page, person);
      await fillShipping(page, person);
      const answer = page.waitForResponse(REGISTER);
      await form(page).getByRole('button', { name: 'Skip and sign up without a card' }).click();
      expect((await answer).status()).toBe(422);

      await expect(heading(page, 'Sign Up FREE')).toBeVisible();
      const email = form(page).getByLabel('Email');
      await expect(email).toHaveAccessibleDescription('The email has already been taken.');
      await expect(email).toBeFocused();
      await expect(form(page).getByLabel('First and Last Name')).toHaveValue(person.fullName);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const token = await page.evaluate((key) => window.localStorage.getItem(key), storageKeys.authToken);
      expect(token).toBeNull();
    });
  });

  test('a signed-in user opening /register goes to /', async ({ page }) => {
    const token = await signIn('customer@demo.test', DEMO_PASSWORD);
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      storageKeys.authToken,
      token,
    ] as const);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/$/);
    await expect(heading(page, 'Sign Up FREE')).toHaveCount(0);
  });
});
