import { RepeatWrapping, SRGBColorSpace, type Texture, TextureLoader } from 'three';

/**
 * The swatch textures of the 3D room, shared by every scene on the page and counted: a scene
 * acquires the textures of the products it shows and releases them when it shows others or
 * unmounts, and a texture nobody holds is disposed (its GPU copy freed, its image let go), so
 * memory stays flat however many products a shopper tries.
 *
 * Disposal waits for a task: React releases the old products' textures and acquires the new
 * ones in the same commit, so a texture kept across a change (the floor, when the backsplash
 * changes) is never dropped and reloaded. A scene acquires in a layout effect, before the
 * frame that would draw the texture.
 */

export interface TextureRequest {
  /** The swatch's address and its span: one entry per pair. */
  readonly key: string;
  readonly url: string;
  /** Inches one repeat of the picture spans on the surface. */
  readonly spanIn: number;
}

export type TextureStatus = 'loading' | 'loaded' | 'failed';

interface Entry {
  readonly texture: Texture;
  status: TextureStatus;
  refs: number;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
let version = 0;
let loader: TextureLoader | null = null;

function emit() {
  version += 1;
  for (const listener of listeners) listener();
}

export function textureKey(url: string, spanIn: number): string {
  return `${spanIn}:${url}`;
}

export function acquireTexture(request: TextureRequest): void {
  const existing = entries.get(request.key);
  if (existing) {
    existing.refs += 1;
    return;
  }
  loader ??= new TextureLoader();
  const settle = (status: TextureStatus) => {
    // A texture disposed before its picture arrived is no one's any more.
    if (entries.get(request.key) !== entry) return;
    entry.status = status;
    emit();
  };
  const texture = loader.load(
    request.url,
    () => settle('loaded'),
    undefined,
    () => settle('failed'),
  );
  texture.colorSpace = SRGBColorSpace;
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  // The scene's texture coordinates are in feet: one repeat per span.
  const repeat = 12 / request.spanIn;
  texture.repeat.set(repeat, repeat);
  texture.anisotropy = 4;
  const entry: Entry = { texture, status: 'loading', refs: 1 };
  entries.set(request.key, entry);
  // A scene may have drawn with an entry disposed since: it reads the cache again (and shows the colour until this loads).
  emit();
}

export function releaseTexture(key: string): void {
  const entry = entries.get(key);
  if (!entry) return;
  entry.refs -= 1;
  if (entry.refs > 0) return;
  setTimeout(() => {
    if (entry.refs > 0 || entries.get(key) !== entry) return;
    entries.delete(key);
    entry.texture.dispose();
  }, 0);
}

/** The texture for a key once its picture has loaded; null while it loads, when it failed, or when nobody holds it. */
export function loadedTexture(key: string): Texture | null {
  const entry = entries.get(key);
  return entry?.status === 'loaded' ? entry.texture : null;
}

export function textureStatus(key: string): TextureStatus | null {
  return entries.get(key)?.status ?? null;
}

export function subscribeTextures(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Changes whenever a texture finishes loading (for `useSyncExternalStore`). */
export function textureCacheVersion(): number {
  return version;
}

/** How many textures are alive: for tests, which check it stays flat across product changes. */
export function liveTextureCount(): number {
  return entries.size;
}
