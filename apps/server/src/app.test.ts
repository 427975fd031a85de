import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { isSeeded, seedDemoData } from './db/seed.ts';
import { testDatabaseUrl } from './testing/testDatabase.ts';
import { type TestServer, createTestServer } from './testing/testServer.ts';

let server: TestServer;
let site: string;

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'showroom-site-'));
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Showroom</title><div id="root"></div>');
  writeFileSync(join(site, 'assets', 'index-AbCd1234.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(join(site, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(site, 'prerendered'));
  writeFileSync(
    join(site, 'prerendered', 'index.html'),
    '<!doctype html><title>Home</title><div id="root"><h1>Home</h1></div>',
  );
  writeFileSync(
    join(site, 'prerendered', 'faq.html'),
    '<!doctype html><title>FAQ</title><div id="root"><h1>FAQ</h1></div>',
  );
  writeFileSync(
    join(site, 'prerendered', 'verify__hash.html'),
    '<!doctype html><title>Verify</title><div id="root"><h1>Verifying</h1></div>',
  );
  writeFileSync(
    join(site, 'prerendered', 'not-found.html'),
    '<!doctype html><title>Page Not Found</title><div id="root"><h1>Not found</h1></div>',
  );
  writeFileSync(
    join(site, 'prerendered', 'unknown-paths.json'),
    JSON.stringify({
      file: 'prerendered/not-found.html',
      firstSegments: ['', 'evil', 'faq', 'login', 'product', 'verify'],
    }),
  );
  writeFileSync(
    join(site, 'prerendered', 'routes.json'),
    JSON.stringify({
      '/': 'prerendered/index.html',
      '/faq': 'prerendered/faq.html',
      '/verify/:hash': 'prerendered/verify__hash.html',
      '/evil': '../../etc/passwd',
    }),
  );
  server = await createTestServer({ seed: false, config: { staticDir: site, bodyLimitBytes: 64 * 1024 } });
});
afterAll(async () => {
  await server.close();
  rmSync(site, { recursive: true, force: true });
});

describe('errors', () => {
  it('answers malformed JSON with 400 and a clear message', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.c', password: 'x'.repeat(100 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request body is too large.');
  });

  it('tells a missing field from a value of the wrong type in its 422', async () => {
    const wrongType = await server.app.inject({
      method: 'POST',
      url: '/api/customer_also_viewed/',
      payload: { product_id: 'text' },
    });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json()).toEqual({
      success: false,
      message: 'The product id must be a number.',
      errors: { product_id: ['The product id must be a number.'] },
    });
    const missing = await server.app.inject({ method: 'POST', url: '/api/customer_also_viewed/', payload: {} });
    expect(missing.json().errors).toEqual({ product_id: ['The product id field is required.'] });
    // A blank required text is "required" too, never the schema library's "Too small…" (issue 30).
    const blank = await server.app.inject({ method: 'POST', url: '/api/login', payload: { email: '', password: '' } });
    expect(blank.json()).toEqual({
      success: false,
      message: 'The email field is required. (and 1 more error)',
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });
    const badQuery = await server.app.inject({ method: 'GET', url: '/api/public?pid=1001&cid=abc' });
    expect(badQuery.json().errors).toEqual({ cid: ['The cid must be a number.'] });
  });

  it('refuses addresses the router cannot route in the contract shape, without echoing them', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/' });
    const tooLong = await server.app.inject({ method: 'GET', url: `/api/email/verify/${'x'.repeat(5000)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ success: false, message: 'The address of this request is too long.' });
    const undecodable = await server.app.inject({ method: 'GET', url: '/api/email/verify/%E0%A4%A' });
    expect(undecodable.statusCode).toBe(400);
    expect(undecodable.json()).toEqual({ success: false, message: 'The address of this request is not valid.' });
    for (const answer of [tooLong, undecodable]) {
      expect(answer.body).not.toContain('xxxx');
      expect(answer.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers an unknown API route with a JSON 404, also for other methods', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await server.app.inject({ method, url: '/api/no/such/route' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ success: false, message: 'Record not found for processing.' });
    }
  });

  it('shows the development mail outbox to the machine it runs on only', async () => {
    const local = await server.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(local.statusCode).toBe(200);
    expect(local.json()).toMatchObject({ success: true, data: expect.any(Array) });
    for (const headers of [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }]) {
      const proxied = await server.app.inject({ method: 'GET', url: '/api/dev/outbox', headers });
      expect(proxied.statusCode, JSON.stringify(headers)).toBe(404);
    }
    for (const remoteAddress of ['203.0.113.9', '10.0.0.2', '::ffff:192.168.1.4']) {
      const remote = await server.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress });
      expect(remote.statusCode, remoteAddress).toBe(404);
      expect(remote.json()).toEqual({ success: false, message: 'Record not found for processing.' });
    }
  });

  it('hides an unexpected failure behind a generic 500 with the request id', async () => {
    const broken = await createTestServer({ seed: false });
    try {
      // No settings were seeded, so GET /api/setting fails unexpectedly.
      const response = await broken.app.inject({ method: 'GET', url: '/api/setting' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ success: false, message: 'Internal Server error please try again.' });
      expect(response.body).not.toMatch(/missing|at .*\.ts/i);
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await broken.close();
    }
  });
});

describe('headers and the storefront', () => {
  it('sends security headers with a CSP that allows no inline script', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('sends the same security headers on API answers, errors included', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/' });
    const answers = [
      // This file's server is not seeded, so the settings lookup fails: a 500.
      await server.app.inject({ method: 'GET', url: '/api/setting' }),
      await server.app.inject({ method: 'GET', url: '/api/no/such/route' }),
      await server.app.inject({ method: 'POST', url: '/api/login', payload: {} }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([500, 404, 422]);
    for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options']) {
      for (const answer of answers) expect(answer.headers[name], name).toBe(page.headers[name]);
    }
  });

  it('serves the built storefront, with every page path falling back to index.html', async () => {
    for (const url of [
      '/login',
      '/product/abc/DEMO0001',
      // A first segment a page has: the storefront judges the rest (and may show its 404 page).
      '/login/extra',
      '/LOGIN',
      // Escapes and other characters are the storefront's to judge too.
      '/%6Eo-such-page',
      '/no such page',
      '/evil',
      '/faq/',
      // Not the pattern /verify/:hash: one segment too few or too many, or an empty one.
      '/verify',
      '/verify/',
      '/verify/abc/def',
      '/Verify/abc',
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers an address no page can match with Page Not Found and status 404', async () => {
    for (const url of ['/no-such-page', '/no-such-page?x=1', '/wp-admin/setup.php', '/FAQS']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<h1>Not found</h1>');
      expect(response.headers['content-type'], url).toContain('text/html');
    }
  });

  it('answers a page the build rendered to HTML with that HTML, query strings included', async () => {
    for (const [url, heading] of [
      ['/', '<h1>Home</h1>'],
      ['/?utm_source=mail', '<h1>Home</h1>'],
      ['/faq', '<h1>FAQ</h1>'],
      // A pattern's file answers every path of it.
      ['/verify/3f2a9c', '<h1>Verifying</h1>'],
      ['/verify/other-hash?x=1', '<h1>Verifying</h1>'],
    ] as const) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(heading);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    const icon = await server.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });
});

describe('lifecycle', () => {
  it('finishes in-flight requests before closing', async () => {
    const database = openDatabase({ dataDir: ':memory:' });
    await migrateToLatest(database.db, database.dialect);
    const config = { ...loadConfig({}), port: 0, staticDir: '/nonexistent' };
    const app = await buildServer({ config, database, logger: false });
    let release: () => void = () => {};
    let started: () => void = () => {};
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    app.get('/api/test/slow', async () => {
      started();
      await new Promise<void>((resolve) => (release = resolve));
      return { success: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/test/slow`);
    await handlerStarted;
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // close() waits for the request in flight.
    expect(closed).toBe(false);
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    await closing;
    await database.close();
  });

  it.skipIf(testDatabaseUrl !== undefined)('keeps its data across a restart (embedded database)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'showroom-data-'));
    try {
      const first = openDatabase({ dataDir });
      await migrateToLatest(first.db, first.dialect);
      await seedDemoData(first.db, first.dialect);
      await first.db
        .updateTable('users')
        .set({ first_name: 'Renamed' })
        .where('email', '=', 'customer@demo.test')
        .execute();
      await first.close();

      const second = openDatabase({ dataDir });
      await migrateToLatest(second.db, second.dialect);
      expect(await isSeeded(second.db)).toBe(true);
      const user = await second.db
        .selectFrom('users')
        .select('first_name')
        .where('email', '=', 'customer@demo.test')
        .executeTakeFirstOrThrow();
      expect(user.first_name).toBe('Renamed');
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
