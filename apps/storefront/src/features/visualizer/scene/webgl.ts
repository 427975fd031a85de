let available: boolean | null = null;

/**
 * Whether this browser can draw the 3D room: it makes a WebGL 2 (or 1) context on a canvas of
 * its own, then gives the context straight back (browsers allow only a few at a time). The
 * answer is kept: it does not change while the page is open.
 */
export function webglAvailable(): boolean {
  if (available !== null) return available;
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    context?.getExtension('WEBGL_lose_context')?.loseContext();
    available = context !== null;
  } catch {
    available = false;
  }
  return available;
}
