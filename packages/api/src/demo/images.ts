import { renderFloorPlanThumbnailAt } from './floorPlanThumbnail.ts';
import { hashString } from './random.ts';

/** The kinds of demo media, each under `/media/<kind>/<name>.svg`. */
export const demoImageKinds = ['products', 'categories', 'logos', 'designers', 'rooms'] as const;
export type DemoImageKind = (typeof demoImageKinds)[number];

const imagePathPattern = /^\/media\/(products|categories|logos|designers|rooms)\/([a-z0-9-]+)\.svg$/;

export function demoImagePath(kind: DemoImageKind, name: string): string {
  return `/media/${kind}/${name}.svg`;
}

export function isDemoImagePath(path: string): boolean {
  return imagePathPattern.test(path);
}

/** The content type both the mocks and the server send with a rendered image. */
export const DEMO_IMAGE_CONTENT_TYPE = 'image/svg+xml';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function labelOf(name: string): string {
  // Product slugs end with their id ("-123"), which is noise on a picture.
  const words = name.replace(/-\d+$/, '').split('-').filter(Boolean);
  const label = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
  return label.length > 28 ? `${label.slice(0, 27)}…` : label;
}

function initialsOf(name: string): string {
  return name
    .split('-')
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/**
 * Renders the demo picture for a media path (and a floor plan's thumbnail,
 * `/media/floorplans/{slug}.svg`), or null when the path is neither. Pure
 * and deterministic: the same path gives the same SVG, so the MSW handlers and the reference
 * server can both serve `/media/...` without any stored files or external URLs.
 */
export function renderDemoImage(path: string): string | null {
  const match = imagePathPattern.exec(path);
  if (!match) return renderFloorPlanThumbnailAt(path);
  const kind = match[1] as DemoImageKind;
  const name = match[2] ?? '';
  const hash = hashString(path);
  const hue = hash % 360;
  const accent = (hue + 40) % 360;
  const label = escapeXml(labelOf(name));

  if (kind === 'logos') {
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${label}">`,
      `<rect width="240" height="80" rx="12" fill="hsl(${hue} 45% 28%)"/>`,
      `<circle cx="40" cy="40" r="24" fill="hsl(${accent} 60% 70%)"/>`,
      `<text x="40" y="47" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="hsl(${hue} 45% 20%)">${escapeXml(initialsOf(name))}</text>`,
      `<text x="76" y="47" font-family="sans-serif" font-size="18" font-weight="600" fill="#ffffff">${label}</text>`,
      `</svg>`,
    ].join('');
  }

  const shape =
    kind === 'designers'
      ? `<circle cx="200" cy="160" r="70" fill="hsl(${accent} 40% 80%)"/><rect x="110" y="240" width="180" height="110" rx="60" fill="hsl(${accent} 40% 80%)"/>`
      : kind === 'rooms'
        ? `<path d="M60 320 L200 90 L340 320 Z" fill="hsl(${accent} 35% 85%)"/><rect x="160" y="230" width="80" height="90" fill="hsl(${hue} 30% 40%)"/>`
        : `<rect x="90" y="70" width="220" height="220" rx="${hash % 2 === 0 ? 24 : 110}" fill="hsl(${accent} 45% 82%)"/><rect x="130" y="110" width="140" height="140" rx="16" fill="hsl(${hue} 40% 55%)" opacity="0.8"/>`;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${label}">`,
    `<rect width="400" height="400" fill="hsl(${hue} 35% 94%)"/>`,
    shape,
    `<text x="200" y="372" font-family="sans-serif" font-size="22" font-weight="600" text-anchor="middle" fill="hsl(${hue} 45% 22%)">${label}</text>`,
    `</svg>`,
  ].join('');
}
