import type { Page } from '@playwright/test';
import { contractorApplicationMessages as messages } from '@showroom/api/client';
import { brandPartners } from '../src/content/brandPartners.ts';
import { expect, test } from './fixtures.ts';

const APPLICATION = '**/api/contractor_application';

/** A new applicant every run: the journeys share one database. */
function newApplicant(testId: string) {
  const unique = `${Date.now().toString(36)}${testId.slice(0, 6)}`;
  return {
    fullName: 'Marco Diaz',
    company: 'Diaz Remodeling LLC',
    email: `marco.${unique}@example.com`,
    phone: '2135550142',
    license: 'CSLB #1045821',
  };
}

const form = (page: Page) => page.getByRole('form', { name: 'Contractor application' });

async function fillIn(page: Page, applicant: ReturnType<typeof newApplicant>) {
  const fields = form(page);
  await fields.getByLabel('Full name').fill(applicant.fullName);
  await fields.getByLabel('Company name').fill(applicant.company);
  await fields.getByLabel('Email').fill(applicant.email);
  await fields.getByLabel('Phone number').pressSequentially(applicant.phone);
  await fields.getByLabel('License number').fill(applicant.license);
}

test.describe('contractor application (/register/contractor)', () => {
  // A refused application is a 422, which the browser logs as a failed resource.
  test.use({ allowedConsoleErrors: [/Failed to load resource.*422/] });

  test('an empty application is marked field by field and nothing is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/contractor_application')) sent.push(request.url());
    });
    await page.goto('/register/contractor');
    await form(page).getByRole('button', { name: 'Send application' }).click();
    const fullName = form(page).getByLabel('Full name');
    await expect(fullName).toHaveAttribute('aria-invalid', 'true');
    await expect(fullName).toHaveAccessibleDescription(messages.fullNameRequired);
    await expect(fullName).toBeFocused();
    await expect(form(page).getByLabel('License number')).toHaveAccessibleDescription(
      new RegExp(messages.licenseRequired.replace(/\./g, '\\.')),
    );
    await expect(form(page).getByText('Please check the 5 fields marked below.')).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('a valid application is stored by the server and confirmed; the same e-mail again is refused', async ({
    page,
  }, testInfo) => {
    const applicant = newApplicant(testInfo.testId);
    await page.goto('/register/contractor');
    await fillIn(page, applicant);
    const answer = page.waitForResponse(APPLICATION);
    await form(page).getByRole('button', { name: 'Send application' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      full_name: applicant.fullName,
      company_name: applicant.company,
      email: applicant.email,
      country_code: '+1',
      phone_number: applicant.phone,
      license_number: applicant.license,
    });
    const body = (await response.json()) as { message: string; data: { status: string; email: string } };
    expect(body.data).toMatchObject({ status: 'pending', email: applicant.email });

    const received = page.getByRole('heading', { level: 2, name: 'Application received' });
    await expect(received).toBeFocused();
    await expect(page.getByText(messages.received)).toBeVisible();
    await expect(page.getByText(applicant.email)).toBeVisible();

    // Again, from a fresh form: the server refuses the pending e-mail, under the field.
    await page.goto('/register/contractor');
    await fillIn(page, applicant);
    const refusal = page.waitForResponse(APPLICATION);
    await form(page).getByRole('button', { name: 'Send application' }).click();
    expect((await refusal).status()).toBe(422);
    const email = form(page).getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(new RegExp(messages.alreadyPending.replace(/\./g, '\\.')));
    await expect(form(page).getByLabel('License number')).toHaveValue(applicant.license);
  });
});

test('our brands: every partner logo is served by the server and shown', async ({ page }) => {
  await page.goto('/our-brands');
  const cards = page.getByRole('list', { name: 'Brand partners' }).getByRole('listitem');
  await expect(cards).toHaveCount(brandPartners.length);
  for (const brand of brandPartners) {
    const logo = page.locator(`[data-brand="${brand.slug}"] img`);
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toHaveAttribute('src', brand.logo);
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(240);
  }
  await expect(page.getByRole('link', { name: 'Shop these brands' })).toHaveAttribute(
    'href',
    '/visualize/contractor/all',
  );
});
