import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The registration wizard (/register) as a person fills it, for the journeys that register. */

/** A new person every run: the journeys share one database. */
export function newPerson(testId: string) {
  const unique = `${Date.now().toString(36)}${testId.slice(0, 6)}`;
  return {
    fullName: 'Grace Brewster Hopper',
    email: `grace.${unique}@example.com`,
    password: 'cobol-1959',
    phone: '2135550142',
    zip: '90012',
    street: '742 Evergreen Terrace',
    city: 'Los Angeles',
    state: 'CA',
  };
}
export type Person = ReturnType<typeof newPerson>;

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
export const form = (page: Page) => page.getByRole('form');

export async function fillAccount(page: Page, person: Person) {
  await expect(heading(page, 'Sign Up FREE')).toBeVisible();
  await form(page).getByLabel('First and Last Name').fill(person.fullName);
  await form(page).getByLabel('Email').fill(person.email);
  await form(page).getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
  await form(page).getByLabel('Phone Number').pressSequentially(person.phone);
  await expect(form(page).getByLabel('Phone Number')).toHaveValue('(213) 555-0142');
  await form(page).getByLabel('Zip Code').fill(person.zip);
  await form(page)
    .getByRole('checkbox', { name: /I agree to the Terms of Use/ })
    .check();
  await form(page).getByRole('button', { name: 'Next' }).click();
}

export async function fillShipping(page: Page, person: Person) {
  await expect(heading(page, 'Shipping Address')).toBeVisible();
  await form(page).getByLabel('Street').fill(person.street);
  await form(page).getByLabel('City').fill(person.city);
  await form(page).getByLabel('State').fill(person.state);
  await form(page).getByLabel('Zip Code').fill(person.zip);
  await form(page).getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 'Payment Information')).toBeVisible();
}
