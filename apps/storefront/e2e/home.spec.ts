import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { useActiveShowroom } from './showroom.ts';
import { brandPartners } from '../src/content/brandPartners.ts';

/** The home page's sections below the hero load as they near the screen: bring them there. */
async function showSections(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { level: 2, name: 'Inspired Designs' })).toBeVisible();
}

test('a guest: pro buttons in the hero, a category opens the Showroom ID modal, Back to shopping closes it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Remodel with materials straight from the maker');
  await expect(page.getByRole('link', { name: 'Sign up as a pro' })).toHaveAttribute('href', '/register/contractor');
  await expect(page.getByRole('link', { name: 'Learn more about pro accounts' })).toHaveAttribute(
    'href',
    '/pro-account',
  );

  await showSections(page);
  const categories = page.getByRole('region', { name: 'Categories' });
  await categories.getByRole('button', { name: 'Appliances' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('textbox', { name: 'Showroom ID' })).toBeVisible();
  await modal.getByRole('button', { name: 'Back to shopping' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('with an active showroom: no pro buttons, a category goes to the showroom', async ({ page }) => {
  await useActiveShowroom(page, 'DEMO0001');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
    'href',
    '/visualize/contractor/all',
  );
  await expect(page.getByRole('link', { name: 'Sign up as a pro' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Learn more about pro accounts' })).toHaveCount(0);

  await showSections(page);
  await page.getByRole('region', { name: 'Categories' }).getByRole('button', { name: 'Backsplash Tiles' }).click();
  await expect(page).toHaveURL(/\/visualize\/contractor\/all$/);
});

test('the sliders move by keyboard and say where they are', async ({ page }) => {
  await page.goto('/');
  await showSections(page);
  const brands = page.getByRole('region', { name: 'Brand partners' });
  const categories = page.getByRole('region', { name: 'Categories' });
  await expect(categories.getByRole('group')).toHaveCount(21);
  await expect(categories.getByRole('group').first()).toHaveAttribute('aria-label', '1 of 21');

  const next = categories.getByRole('button', { name: /next/i });
  const previous = categories.getByRole('button', { name: /previous/i });
  // The carousel marks its ends with aria-disabled, so a focused button keeps the focus.
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(previous).not.toHaveAttribute('aria-disabled', 'true');
  await expect(categories.getByText('Slides 5 to 8 of 21')).toBeAttached();
  const first = categories.getByRole('group').first();
  const leftOfView = async () => {
    const [slide, region] = await Promise.all([first.boundingBox(), categories.boundingBox()]);
    return (slide?.x ?? 0) + (slide?.width ?? 0) <= (region?.x ?? 0) + 1;
  };
  // The first page of slides has left the slider's view.
  await expect.poll(leftOfView).toBe(true);
  // ArrowLeft, with the focus still on the button, moves a page back.
  await page.keyboard.press('ArrowLeft');
  await expect(categories.getByText('Slides 1 to 4 of 21')).toBeAttached();
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect.poll(leftOfView).toBe(false);

  await expect(brands.getByRole('group')).toHaveCount(7);
  await expect(brands.getByRole('img', { name: 'Northfield' })).toBeVisible();
});

test('Inspired Designs: four room tabs, each a slider of 7 images, switched with the arrow keys', async ({ page }) => {
  await page.goto('/');
  await showSections(page);
  const tabs = page.getByRole('tablist', { name: 'Rooms' });
  await expect(tabs.getByRole('tab')).toHaveText(['Bathroom', 'Kitchen', 'Living Room', 'Landscaping/Outdoor']);
  await tabs.getByRole('tab', { name: 'Bathroom' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Kitchen' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Kitchen' });
  await expect(panel.getByRole('region', { name: 'Kitchen designs' }).getByRole('group')).toHaveCount(7);
});

/** What each picture in a region is: its address, its size attributes and whether a <picture> holds it. */
async function picturesIn(page: Page, region: string) {
  return page
    .getByRole('region', { name: region })
    .locator('img')
    .evaluateAll((images) =>
      images.map((image) => ({
        src: image.getAttribute('src'),
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
        inPicture: image.parentElement?.tagName === 'PICTURE',
      })),
    );
}

test("the designs, category cards and brand partners are the catalogue's own pictures, sized before they load", async ({
  page,
}) => {
  await page.goto('/');
  await showSections(page);
  await expect(page.getByRole('region', { name: 'Bathroom designs' }).getByRole('group')).toHaveCount(7);
  const designs = await picturesIn(page, 'Bathroom designs');
  const categories = await picturesIn(page, 'Categories');
  const brands = await picturesIn(page, 'Brand partners');
  expect(designs).toHaveLength(7);
  expect(categories).toHaveLength(21);
  // Each of the 7 brands: one of its products up close, then its logo (vector art, drawn by the server).
  expect(brands).toEqual(
    brandPartners.flatMap((brand) => [
      {
        src: expect.stringMatching(/^\/media\/pictures\/[a-z0-9-]+\/closeup-800\.jpg$/),
        width: '1200',
        height: '900',
        inPicture: true,
      },
      { src: brand.logo, width: '240', height: '80', inPicture: false },
    ]),
  );
  for (const picture of designs) {
    expect(picture).toEqual({
      src: expect.stringMatching(/^\/media\/pictures\/[a-z0-9-]+\/room-800\.jpg$/),
      width: '1200',
      height: '900',
      inPicture: true,
    });
  }
  for (const picture of categories) {
    expect(picture).toEqual({
      src: expect.stringMatching(/^\/media\/pictures\/[a-z0-9-]+\/swatch-320\.jpg$/),
      width: '640',
      height: '640',
      inPicture: true,
    });
  }
  // A guest has no showroom yet: a design asks for its ID, as a category does.
  await page.getByRole('region', { name: 'Bathroom designs' }).getByRole('group').first().getByRole('button').click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Showroom ID' })).toBeVisible();
});

test("in a showroom, a design is one of its products and opens that product's page", async ({ page }) => {
  await useActiveShowroom(page, 'DEMO0001');
  await page.goto('/');
  await showSections(page);
  await page.getByRole('tablist', { name: 'Rooms' }).getByRole('tab', { name: 'Kitchen' }).click();
  const first = page.getByRole('region', { name: 'Kitchen designs' }).getByRole('link').first();
  const title = (await first.locator('span').first().textContent()) ?? '';
  expect(title.length).toBeGreaterThan(0);
  await first.click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

/** Every largest-contentful-paint candidate the page reported, by tag name. */
async function lcpCandidates(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const seen: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            seen.push((entry as PerformanceEntry & { element?: Element | null }).element?.tagName ?? '?');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(seen), 500);
      }),
  );
}

test.describe('hero video', () => {
  test('plays on a wide screen that allows motion, and never becomes the largest contentful paint', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const video = page.locator('video');
    await expect(video).toHaveCount(1);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime > 0)).toBe(true);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted && element.loop)).toBe(true);
    const candidates = await lcpCandidates(page);
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates).not.toContain('VIDEO');
  });

  test('can be paused and played again from the keyboard (WCAG 2.2.2)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const video = page.locator('video');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
    const pause = page.getByRole('button', { name: 'Pause the background video' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    const play = page.getByRole('button', { name: 'Play the background video' });
    await expect(play).toBeFocused();
    const stoppedAt = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
    await page.waitForTimeout(300);
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBe(stoppedAt);
    await page.keyboard.press('Space');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
    await expect(pause).toBeVisible();
  });

  test('is not even requested on a small screen', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.setViewportSize({ width: 375, height: 812 });
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/hero/')) requested.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('video')).toHaveCount(0);
    expect(requested).toEqual([]);
  });

  test('with reduced motion a wide screen shows the still poster instead', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.locator('img[src="/hero/showroom-hero-poster.webp"]')).toHaveCount(1);
    await expect(page.locator('video')).toHaveCount(0);
  });
});
