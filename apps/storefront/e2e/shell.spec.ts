import { expect, test } from './fixtures.ts';

/** §2 "Footer links", in the spec's order. */
const footerLinks = [
  'Your Orders',
  'Return Policy',
  'FAQ',
  'Contact Us',
  'Privacy Policy',
  'Cookies Policy',
  'Terms of Service',
];

// The fixture fails this journey on any console error, failed request or 5xx while the
// home page loads: the shell must load cleanly from the real server.
test('the home page renders the shell: header link home, the footer links', async ({ page }) => {
  await page.goto('/');
  // Whatever the page loads after its first paint must have loaded too.
  await page.waitForLoadState('networkidle');

  await expect(page.getByRole('banner').locator('a[href="/"]').first()).toBeVisible();
  const footer = page.getByRole('contentinfo');
  for (const name of footerLinks) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link')).toHaveText(footerLinks.map((name) => new RegExp(`^\\s*${name}\\s*$`)));
});
