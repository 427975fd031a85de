import {
  appRendered,
  expect,
  holdAppCode,
  markupHeadingKept,
  openPastGuestMarkup,
  openThenHydrate,
  rememberMarkupHeading,
  serverBaseURL,
  test,
} from './fixtures.ts';
import { useActiveShowroom } from './showroom.ts';

/**
 * The pages every first-time guest sees alike are rendered to HTML at build time
 * (build/prerender.ts): they paint before the app's code runs, the app replaces them when it
 * does, and a visitor whose app renders something else (a stored showroom) never sees them.
 */

const heroHeading = 'Remodel with materials straight from the maker';

test('the HTML of a prerendered page holds its heading, title, description and styles', async ({ page }) => {
  for (const [path, title, heading] of [
    ['/', 'Home | Showroom', heroHeading],
    ['/faq', 'FAQ | Showroom', 'FAQ'],
    ['/terms_of_service', 'Terms of Service | Showroom', 'Terms of Service'],
  ] as const) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(200);
    const html = await answer.text();
    expect(html, path).toContain(`<title>${title}</title>`);
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html, path).not.toContain(
      '<meta name="description" content="Shop manufacturer-direct remodeling materials from your contractor\'s or designer\'s showroom." />',
    );
    expect(html, path).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/inter-latin/,
    );
  }
  // An address the server cannot judge gets the app alone (which shows its 404 page).
  expect(await (await page.request.get('/login/no-such-step')).text()).toContain('<div id="root"></div>');
});

test('with JavaScript off, a first visit still reads the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/terms_of_service');
  await expect(page.locator('h1')).toHaveText('Terms of Service');
  await expect(page.locator('h2').first()).toBeVisible();
  await context.close();
});

test('a first-time guest sees the page before the app runs; the app then takes it over', async ({ context }) => {
  const page = await context.newPage();
  const release = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const prerendered = page.locator('[data-prerendered]');
  await expect(prerendered.locator('h1')).toHaveText(heroHeading);
  await expect(prerendered.locator('h1')).toBeVisible();
  // Until the app renders, the picture of the page takes no input that could be lost.
  await expect(prerendered).toHaveAttribute('inert', '');

  await rememberMarkupHeading(page);

  release();
  await appRendered(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroHeading);
  await expect(page.locator('h1')).toHaveCount(1);
  // Hydrated, not replaced: the heading on screen is the build's node (a mismatch would replace it).
  expect(await markupHeadingKept(page)).toBe(true);
  // The field is the app's now: what is typed stays (a controlled input keeps its state).
  const field = page.getByRole('textbox', { name: 'Showroom ID' });
  await field.fill('DEMO0001');
  await expect(field).toHaveValue('DEMO0001');
  await page.close();
});

test("a returning shopper's showroom: the guest's page never shows, the shopper's does", async ({ context }) => {
  const page = await context.newPage();
  await useActiveShowroom(page, 'DEMO0001');
  await openPastGuestMarkup(page, '/', () =>
    expect(page.locator('[data-prerendered]').getByText('Sign up as a pro')).toBeHidden(),
  );
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up as a pro' })).toHaveCount(0);
  await page.close();
});

// The forms, the empty cart, the showroom invitation and Page Not Found: one test each, so the
// workers share them.
for (const [path, title, heading] of [
  ['/login', 'Sign In | Showroom', 'Sign In'],
  ['/register', 'Sign Up | Showroom', 'Sign Up FREE'],
  ['/visualize', 'Visualize | Showroom', null],
  ['/reset_password', 'Reset Password | Showroom', 'Forgot your password?'],
  ['/password_reset', 'Password Reset | Showroom', 'Choose a new password'],
  ['/cart', 'Cart | Showroom', 'Your cart'],
  ['/visualize/contractor/all', 'Showroom | Showroom', 'Showroom'],
  ['/404', 'Page Not Found | Showroom', null],
  ['/account_verify', 'Account Verification | Showroom', null],
  ['/design-ai', 'Design with AI | Showroom', 'Design with AI'],
  ['/design-ai/login', 'AI Design Login | Showroom', 'Sign in to AI Design'],
  ['/design-ai/singup', 'AI Design Sign Up | Showroom', 'Create your AI Design account'],
  ['/design-ai/welcome', 'Welcome to AI Design | Showroom', null],
] as const) {
  test(`${path} is prerendered too, and hydrates without being replaced`, async ({ context }) => {
    const page = await openThenHydrate(context, path, async (held) => {
      await expect(held).toHaveTitle(title);
      const markup = held.locator('[data-prerendered] h1');
      await expect(markup).toBeVisible();
      if (heading) await expect(markup).toHaveText(heading);
    });
    await page.close();
  });
}

test.describe("a verification link (a pattern's file: any link's hash gets it)", () => {
  // The made-up link is unknown to the server, which answers 404: the page says so.
  test.use({ allowedConsoleErrors: [/Failed to load resource.*404/] });

  test('/verify/0123456789abcdef is prerendered too, hydrates without being replaced, then says the link cannot be used', async ({
    context,
  }) => {
    const page = await openThenHydrate(context, '/verify/0123456789abcdef', async (held) => {
      await expect(held).toHaveTitle('Verify | Showroom');
      await expect(held.locator('[data-prerendered] h1')).toBeVisible();
    });
    // The page's question is answered before the page closes, so its outcome is part of the test.
    await expect(page.getByRole('link', { name: 'Sign in to get a new link' })).toBeVisible();
    await page.close();
  });
});

test('a remembered e-mail (a cookie): the guest form never shows, the app renders Login with the e-mail', async ({
  context,
}) => {
  const url = new URL(serverBaseURL());
  // As "Remember me" leaves them (signInService.ts).
  await context.addCookies([
    { name: 'remember_me', value: '1', domain: url.hostname, path: '/' },
    { name: 'remember_email', value: 'ada%40example.com', domain: url.hostname, path: '/' },
  ]);
  const page = await context.newPage();
  await openPastGuestMarkup(page, '/login');
  await expect(page.getByRole('textbox', { name: /e-?mail/i })).toHaveValue('ada@example.com');
  await page.close();
});

test('a reset link (a query the page reads): the incomplete-link markup never shows, the app renders the form', async ({
  context,
}) => {
  // Not the fixture's page, whose goto waits for the app: the app's code is held here.
  const page = await context.newPage();
  await openPastGuestMarkup(page, '/password_reset?token=abc123&email=ada%40example.com', () =>
    expect(page.getByText('This link is incomplete')).toBeHidden(),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText('This link is incomplete')).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Choose a new password' })).toBeVisible();
  await page.close();
});
