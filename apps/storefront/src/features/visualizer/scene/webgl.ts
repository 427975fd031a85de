/** What this browser's WebGL is: none, drawn in software on the processor, or on a graphics chip. */
export type WebglSupport = 'none' | 'software' | 'hardware';

let support: WebglSupport | null = null;

/** Renderer names of WebGL drawn in software (Chromium's SwiftShader, Mesa's llvmpipe and softpipe). */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software/i;

/**
 * Whether and how this browser can draw the 3D room: it makes a WebGL 2 (or 1) context on a
 * canvas of its own, reads its renderer's name, then gives the context straight back (browsers
 * allow only a few at a time). The answer is kept: it does not change while the page is open.
 */
export function webglSupport(): WebglSupport {
  if (support !== null) return support;
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (context === null) support = 'none';
    else {
      const info = context.getExtension('WEBGL_debug_renderer_info');
      const renderer = String(context.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : context.RENDERER));
      support = SOFTWARE_RENDERER.test(renderer) ? 'software' : 'hardware';
      context.getExtension('WEBGL_lose_context')?.loseContext();
    }
  } catch {
    support = 'none';
  }
  return support;
}

export function webglAvailable(): boolean {
  return webglSupport() !== 'none';
}
