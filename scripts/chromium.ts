import { existsSync } from 'node:fs';

/**
 * One place that says how every browser test here launches Chromium: Vitest browser
 * mode, Playwright and Lighthouse all import this. Debian's Chromium is used because
 * nothing can download a browser on these machines; CHROMIUM_PATH overrides it.
 */
export const chromiumPath: string = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // Without these Chromium keeps trying to reach the (closed) network.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Screenshots must not depend on animation timing; components honour reduced motion.
  '--force-prefers-reduced-motion',
  // Same rendering on every machine: no LCD subpixel text, fixed colour profile.
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
  // A tile re-rastered in part (after a resize) can anti-alias rounded corners one level
  // differently from a whole raster; without partial raster repeated runs match exactly.
  '--disable-partial-raster',
];

export function assertChromium(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
}
