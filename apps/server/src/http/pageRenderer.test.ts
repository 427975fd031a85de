import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/testServer.ts';
import { loadPageRenderer } from './pageRenderer.ts';

/**
 * A stand-in for the storefront's renderer (apps/storefront/src/prerender/renderCataloguePage.tsx):
 * it renders one path with an answer of the API it asked through the fetch it was given, and
 * misbehaves on others.
 */
const fakeRenderer = `
export function createCataloguePageRenderer(root) {
  return {
    async render(url, fetch) {
      const address = new URL(url);
      if (address.pathname === '/throws') throw new Error('The render broke.');
      if (address.pathname === '/slow') return new Promise(() => {});
      if (address.pathname !== '/category/tiles/product') return null;
      const answer = await fetch('/api/customer_also_viewed/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ product_id: 'text' }),
      });
      return '<!doctype html><title>Rendered</title><p>' + address.href + ' ' + answer.status + ' ' +
        answer.headers.get('content-type') + ' ' + JSON.stringify(await answer.json()) + '</p>' +
        '<p>' + 'A page long enough to be worth compressing. '.repeat(40) + '</p>';
    },
  };
}
`;

let server: TestServer;
let site: string;

function siteWith(renderer: string | null): string {
  const root = mkdtempSync(join(tmpdir(), 'showroom-rendered-site-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Showroom</title><div id="root"></div>');
  if (renderer !== null) {
    mkdirSync(join(root, 'ssr'));
    writeFileSync(join(root, 'ssr', 'renderCataloguePage.js'), renderer);
  }
  return root;
}

beforeAll(async () => {
  site = siteWith(fakeRenderer);
  server = await createTestServer({ seed: false, config: { staticDir: site } });
});
afterAll(async () => {
  await server.close();
  rmSync(site, { recursive: true, force: true });
});

describe('catalogue pages rendered on request', () => {
  it("answers a page with the renderer's HTML, made with the API's own answers in-process", async () => {
    const page = await server.app.inject({
      method: 'GET',
      url: '/category/tiles/product?page=2',
      headers: { host: 'shop.example', 'accept-encoding': 'gzip' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    // Compressed for the browser like any page.
    expect(page.headers['content-encoding']).toBe('gzip');
    const plain = await server.app.inject({
      method: 'GET',
      url: '/category/tiles/product?page=2',
      headers: { host: 'shop.example' },
    });
    // The absolute address (structured data names it), and the API's real 422 with its JSON body.
    expect(plain.body).toContain('<p>http://shop.example/category/tiles/product?page=2 422 application/json');
    expect(plain.body).toContain('"errors":{"product_id":["The product id must be a number."]}');
    expect(plain.headers['content-security-policy']).toBeTruthy();
  });

  it('answers index.html for pages the renderer leaves, for a render that fails, and for HEAD', async () => {
    for (const url of ['/cart', '/throws']) {
      const page = await server.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"></div>');
    }
    const head = await server.app.inject({ method: 'HEAD', url: '/category/tiles/product' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
  });

  it('never serves the renderer itself to browsers', async () => {
    const file = await server.app.inject({ method: 'GET', url: '/ssr/renderCataloguePage.js' });
    expect(file.body).not.toContain('createCataloguePageRenderer');
  });

  it('gives up on a slow render within its budget', async () => {
    const render = await loadPageRenderer(server.app, site, server.app.log, 50);
    const started = Date.now();
    await expect(render?.('http://shop.example/slow')).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('is absent from a build without one, and a renderer that does not load is ignored', async () => {
    const without = siteWith(null);
    const broken = siteWith('export const nothing = 1; throw new Error("broken build");');
    try {
      expect(await loadPageRenderer(server.app, without, server.app.log)).toBeNull();
      expect(await loadPageRenderer(server.app, broken, server.app.log)).toBeNull();
    } finally {
      rmSync(without, { recursive: true, force: true });
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
