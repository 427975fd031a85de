import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fingerprint, databaseFingerprinter } from './databaseFingerprint.ts';
import { type TestServer, createTestServer } from './testServer.ts';

let server: TestServer;
let fingerprint: () => Promise<Fingerprint>;
beforeAll(async () => {
  server = await createTestServer();
  fingerprint = await databaseFingerprinter(server.database);
});
afterAll(async () => {
  await server.close();
});

// Runs on the embedded database and again on PostgreSQL (the server tests' second run).
describe('the database fingerprint', () => {
  it('is the same while nothing is written, and given again without a change in between', async () => {
    const first = await fingerprint();
    expect(await fingerprint()).toEqual(first);
    expect(await fingerprint()).toEqual(first);
  });

  it('changes with every kind of write, in the table written, and only there', async () => {
    const { db } = server.database;
    const before = await fingerprint();
    await db.insertInto('settings').values({ key: 'fingerprint-test', value: '1' }).execute();
    const inserted = await fingerprint();
    expect(inserted.settings).not.toBe(before.settings);
    expect({ ...inserted, settings: before.settings }).toEqual(before);

    await db.updateTable('settings').set({ value: '2' }).where('key', '=', 'fingerprint-test').execute();
    const updated = await fingerprint();
    expect(updated.settings).not.toBe(inserted.settings);

    await db.deleteFrom('settings').where('key', '=', 'fingerprint-test').execute();
    expect(await fingerprint()).toEqual(before);
  });

  it('a write by a statement that changes nothing leaves it as it was', async () => {
    const before = await fingerprint();
    await server.database.db.updateTable('settings').set({ value: 'x' }).where('key', '=', 'no such key').execute();
    expect(await fingerprint()).toEqual(before);
  });
});
