// The root package does not depend on the workspace packages, so the modules are imported by path.
import type { PictureFormat } from '../packages/api/src/contract/index.ts';
import { encodeVariant } from '../apps/server/src/media/pictureEncoding.ts';
import { knownFinishIds } from '../apps/server/src/media/finishes.ts';
import { objectFamilies, surfaceFamilies } from '../apps/server/src/media/materialFamilies.ts';
import type { PictureSubject } from '../apps/server/src/media/pictureSubject.ts';
import type { PictureView } from '../apps/server/src/media/pictureViews.ts';
import { toRgb8Image } from '../apps/server/src/media/raster.ts';
import { familyFor, renderPicture } from '../apps/server/src/media/renderPicture.ts';
import { demoSubjects } from '../apps/server/src/media/testSubjects.ts';

/**
 * The server renderer's own pictures for the material gallery stories
 * (`Features/Material pictures`): every family as a demo product of it, every named finish on
 * a tile and on a faucet. Painted at exactly the size they are shown, so Chromium never scales
 * them and their screenshots are the same on every run (the reason the other stories show
 * vector stand-ins: storyPictures.ts).
 */
export interface GalleryImage {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}
export interface GalleryEntry {
  readonly group: 'family' | 'finish';
  /** The family or finish, e.g. 'plank' or 'smoked-walnut'. */
  readonly label: string;
  /** What the pictures show, e.g. the demo product's name. */
  readonly caption: string;
  readonly images: readonly GalleryImage[];
}

const SWATCH = 160;
const ROOM = 200;

/** A picture the server's renderer paints for a story: what, which view, how wide, encoded how (JPEG by default). */
export interface Painting {
  readonly subject: PictureSubject;
  readonly view: PictureView;
  readonly width: number;
  readonly format?: PictureFormat;
}

let built: { entries: GalleryEntry[]; paintings: Map<string, Painting> } | null = null;

function build() {
  const subjects = demoSubjects();
  const paintings = new Map<string, Painting>();
  const image = (subject: PictureSubject, view: PictureView, width: number, alt: string): GalleryImage => {
    const src = `/media/gallery/${paintings.size}-${view}.jpg`;
    paintings.set(src, { subject, view, width });
    return { src, width, height: view === 'swatch' ? width : Math.round((width * 3) / 4), alt };
  };
  const entries: GalleryEntry[] = [];
  for (const family of [...surfaceFamilies, ...objectFamilies]) {
    const subject = subjects.find((candidate) => familyFor(candidate) === family);
    if (!subject) throw new Error(`The demo catalogue has no ${family}.`);
    entries.push({
      group: 'family',
      label: family,
      caption: subject.name,
      images: [
        image(subject, 'swatch', SWATCH, `${subject.name}, swatch`),
        image(subject, 'room', ROOM, `${subject.name}, in a room`),
      ],
    });
  }
  const tile = subjects.find((candidate) => familyFor(candidate) === 'tile');
  const faucet = subjects.find((candidate) => familyFor(candidate) === 'faucet');
  if (!tile || !faucet) throw new Error('The demo catalogue has no tile or no faucet.');
  for (const finish of knownFinishIds) {
    const words = finish.replace(/-/g, ' ');
    // The same product in each finish: only the finish words of its name change.
    const onTile = { ...tile, name: `${words} ${tile.category}` };
    const onFaucet = { ...faucet, name: `${words} ${faucet.category}` };
    entries.push({
      group: 'finish',
      label: finish,
      caption: words,
      images: [
        image(onTile, 'swatch', SWATCH, `${onTile.name}, swatch`),
        image(onFaucet, 'swatch', SWATCH, `${onFaucet.name}, swatch`),
      ],
    });
  }
  return { entries, paintings };
}

/** The gallery's entries, for `/media/gallery/index.json`. */
export function galleryEntries(): GalleryEntry[] {
  built ??= build();
  return built.entries;
}

const made = new Map<string, Promise<Buffer>>();

/** The bytes of the picture at a story address, painted and encoded once per address. */
export function paintedOnce(path: string, painting: Painting): Promise<Buffer> {
  let bytes = made.get(path);
  if (!bytes) {
    const raster = renderPicture(painting.subject, painting.view, painting.width);
    bytes = encodeVariant(toRgb8Image(raster), painting.width, painting.format ?? 'jpeg');
    made.set(path, bytes);
  }
  return bytes;
}

/** The JPEG at a gallery address; null for any other address. */
export function galleryPicture(path: string): Promise<Buffer> | null {
  built ??= build();
  const painting = built.paintings.get(path);
  return painting ? paintedOnce(path, painting) : null;
}
