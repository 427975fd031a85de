/**
 * Renders the home page hero's video from scene.html: `pnpm tsx scripts/hero-video/render.ts`.
 * Needs ffmpeg (`apt-get install ffmpeg`); only run it to change the video, whose outputs are
 * committed under apps/storefront/public/hero/ (a fresh machine has no ffmpeg, and the video is
 * an asset like an image, not build output).
 *
 * Each frame seeks every CSS animation to its time and takes a screenshot, so the video does not
 * depend on how fast the machine is; ffmpeg then encodes a VP9 WebM (Chromium, Firefox) and an
 * H.264 MP4 (Safari), both muted, plus a WebP poster of the first frame.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

const FPS = 24;
const SECONDS = 6;
const WIDTH = 640;
const HEIGHT = 400;

const scene = fileURLToPath(new URL('./scene.html', import.meta.url));
const outDir = fileURLToPath(new URL('../../apps/storefront/public/hero/', import.meta.url));
const frames = mkdtempSync(join(tmpdir(), 'hero-frames-'));

const browser = await chromium.launch({
  executablePath: chromiumPath,
  // The scene animates; the shared flags force reduced motion for tests, which is not wanted here.
  args: chromiumArgs.filter((arg) => arg !== '--force-prefers-reduced-motion'),
});
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  await page.goto(`file://${scene}`);
  for (let frame = 0; frame < FPS * SECONDS; frame += 1) {
    await page.evaluate(
      (time) => {
        for (const animation of document.getAnimations()) {
          animation.pause();
          animation.currentTime = time;
        }
      },
      (frame * 1000) / FPS,
    );
    await page.screenshot({ path: join(frames, `${String(frame).padStart(4, '0')}.png`) });
  }
} finally {
  await browser.close();
}

mkdirSync(outDir, { recursive: true });
const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(frames, '%04d.png')];
execFileSync('ffmpeg', [
  ...input,
  ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-pix_fmt', 'yuv420p', '-an'],
  join(outDir, 'showroom-hero.webm'),
]);
execFileSync('ffmpeg', [
  ...input,
  ...['-c:v', 'libx264', '-crf', '30', '-preset', 'veryslow', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an'],
  join(outDir, 'showroom-hero.mp4'),
]);
execFileSync('ffmpeg', [
  ...['-y', '-loglevel', 'error', '-i', join(frames, '0000.png')],
  ...['-quality', '70', join(outDir, 'showroom-hero-poster.webp')],
]);
rmSync(frames, { recursive: true, force: true });

for (const file of ['showroom-hero.webm', 'showroom-hero.mp4', 'showroom-hero-poster.webp'])
  console.log(`${file}: ${(statSync(join(outDir, file)).size / 1000).toFixed(1)} kB`);
