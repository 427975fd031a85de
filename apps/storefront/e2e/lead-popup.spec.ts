import type { Locator, Page } from '@playwright/test';
import { errorMessages } from '../../server/src/http/errors.ts';
import { expect, test } from './fixtures.ts';
import { useActiveShowroom } from './showroom.ts';

const SHOWROOM = 'OAKS2026';
const SAMPLE_REQUEST = '**/api/sample_request';

/** §1 footer offer. */
const offer = { title: 'Save up to 30%', text: 'Limited-time offer on all finishing materials.' };
const fieldLabels = ['Full name', 'Email', 'Phone number'] as const;

/** A new lead every run: the journeys share one database. */
function newLead(testId: string) {
  const unique = `${Date.now().toString(36)}${testId.slice(0, 6)}`;
  return {
    full_name: `Lead Journey ${unique}`,
    email: `lead.${unique}@example.com`,
    phone_number: '+1 555 010 0199',
  };
}

async function openLeadPopup(page: Page): Promise<Locator> {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Claim the offer' }).click();
  const popup = page.getByRole('dialog', { name: offer.title });
  await expect(popup).toBeVisible();
  await expect(popup).toHaveAccessibleDescription(offer.text);
  await expect(popup.getByText(offer.text)).toBeVisible();
  return popup;
}

async function fillLead(popup: Locator, lead: ReturnType<typeof newLead>) {
  await popup.getByLabel('Full name').fill(lead.full_name);
  await popup.getByLabel('Email').fill(lead.email);
  await popup.getByLabel('Phone number').fill(lead.phone_number);
}

/** A toast in the §8 notifications region (top right, closable). */
function toast(page: Page, text: string): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}

test('the footer offer opens the lead popup, checks the fields, sends the lead and clears the form', async ({
  page,
}, testInfo) => {
  const active = await useActiveShowroom(page, SHOWROOM);
  await page.goto('/');
  const popup = await openLeadPopup(page);
  const submit = popup.getByRole('button', { name: 'Get my offer' });

  // Empty: every field is marked, nothing is sent.
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/sample_request')) sent += 1;
  });
  await submit.click();
  for (const label of fieldLabels) {
    const input = popup.getByLabel(label);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleErrorMessage(new RegExp(`^${label} is required\\.$`));
    await expect(popup.getByText(`${label} is required.`)).toBeVisible();
  }
  expect(sent, 'an invalid form is not sent').toBe(0);

  // Valid: sent with the §7 fields.
  const lead = newLead(testInfo.testId);
  await fillLead(popup, lead);
  for (const label of fieldLabels) await expect(popup.getByLabel(label)).not.toHaveAttribute('aria-invalid', 'true');
  const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/sample_request'));
  const response = page.waitForResponse((candidate) => candidate.url().endsWith('/api/sample_request'));
  await submit.click();

  expect((await request).method()).toBe('POST');
  expect((await request).postDataJSON()).toEqual({
    ...lead,
    action: 'handle-external-form-submission',
    lead_type: 'Pop-Ups',
    shop_profile_id: active.id,
  });
  const answer = await response;
  expect(answer.status()).toBe(201);
  const { message } = (await answer.json()) as { message: string };
  expect(message.trim()).not.toBe('');

  const success = toast(page, message);
  await expect(success).toBeVisible();
  await expect(success).toHaveAttribute('data-tone', 'success');

  // Closed and opened again: the form is empty.
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  const reopened = await openLeadPopup(page);
  for (const label of fieldLabels) await expect(reopened.getByLabel(label)).toHaveValue('');
});

test('closing the popup with Escape returns focus to "Claim the offer"', async ({ page }) => {
  await page.goto('/');
  const claim = page.getByRole('contentinfo').getByRole('button', { name: 'Claim the offer' });
  await claim.focus();
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog', { name: offer.title });
  await expect(popup).toBeVisible();

  await page.keyboard.press('Escape');

  await expect(popup).toBeHidden();
  await expect(claim).toBeFocused();
});

test.describe('when the server fails', () => {
  test.use({ allowServerErrors: true, allowedConsoleErrors: [/Failed to load resource.*\b500\b/] });

  test('a 500 shows a closable error toast at the top right and keeps what was typed', async ({ page }, testInfo) => {
    await useActiveShowroom(page, SHOWROOM);
    // The shape of the server's own 500 answers (apps/server/src/http/errorHandler.ts).
    await page.route(SAMPLE_REQUEST, (route) =>
      route.fulfill({ status: 500, json: { success: false, message: errorMessages.internal } }),
    );
    await page.goto('/');
    const popup = await openLeadPopup(page);
    const lead = newLead(testInfo.testId);
    await fillLead(popup, lead);

    const response = page.waitForResponse((candidate) => candidate.url().endsWith('/api/sample_request'));
    await popup.getByRole('button', { name: 'Get my offer' }).click();
    expect((await response).status()).toBe(500);

    const error = toast(page, errorMessages.internal);
    await expect(error).toBeVisible();
    await expect(error).toHaveAttribute('data-tone', 'error');
    // Slid in and wholly on screen, close button included.
    await expect(error).toBeInViewport({ ratio: 1 });
    const box = await error.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport, 'the toast and the window have a size').toBeTruthy();
    if (box && viewport) {
      expect(box.y, 'the toast is at the top').toBeLessThan(viewport.height / 4);
      expect(box.x + box.width, 'the toast is at the right').toBeGreaterThan(viewport.width - 64);
      expect(box.x, 'the toast is on the right half').toBeGreaterThan(viewport.width / 2);
    }

    // The popup says so too, and everything typed is still there.
    await expect(popup.getByRole('alert')).toContainText(errorMessages.internal);
    await expect(popup.getByLabel('Full name')).toHaveValue(lead.full_name);
    await expect(popup.getByLabel('Email')).toHaveValue(lead.email);
    await expect(popup.getByLabel('Phone number')).toHaveValue(lead.phone_number);

    // The toast closes with its close button.
    await error.getByRole('button', { name: 'Close' }).click();
    await expect(error).toBeHidden();
    await expect(popup.getByLabel('Full name')).toHaveValue(lead.full_name);
  });
});
