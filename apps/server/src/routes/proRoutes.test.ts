import { contractorApplicationMessages, endpoints } from '@showroom/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/testServer.ts';

let server: TestServer;
const now = new Date('2026-11-24T18:30:00.000Z');
beforeAll(async () => {
  server = await createTestServer({ clock: () => now });
});
afterAll(async () => {
  await server.close();
});

const application = {
  full_name: '  Marco Diaz ',
  company_name: 'Diaz Remodeling LLC',
  email: ' Marco@Diaz-Remodeling.example ',
  phone_number: '(213) 555-0142',
  license_number: 'CSLB #1045821',
};

async function apply(payload: Record<string, unknown>) {
  const response = await server.app.inject({ method: 'POST', url: '/api/contractor_application', payload });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const rows = () => server.database.db.selectFrom('contractor_applications').selectAll().orderBy('id').execute();

describe('POST /api/contractor_application', () => {
  it('stores a valid application (trimmed, e-mail normalised, +1 by default) and says approval takes 24 hours', async () => {
    const { status, body } = await apply(application);
    expect(status).toBe(201);
    const parsed = endpoints.contractorApplication.response.parse(body);
    expect(parsed.message).toBe(contractorApplicationMessages.received);
    expect(parsed.data).toMatchObject({
      status: 'pending',
      email: 'marco@diaz-remodeling.example',
      submitted_at: '2026-11-24T18:30:00.000Z',
      review_by: '2026-11-25T18:30:00.000Z',
    });
    const [row] = await rows();
    expect(row).toMatchObject({
      id: parsed.data.id,
      full_name: 'Marco Diaz',
      company_name: 'Diaz Remodeling LLC',
      email: 'marco@diaz-remodeling.example',
      country_code: '+1',
      phone_number: '(213) 555-0142',
      license_number: 'CSLB #1045821',
      message: null,
      status: 'pending',
      reviewed_at: null,
    });
  });

  it('writes the applicant a confirmation with the approval time and the demo length', async () => {
    const [mail] = await server.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_email', '=', 'marco@diaz-remodeling.example')
      .execute();
    expect(mail?.subject).toBe('We received your contractor application');
    expect(mail?.body).toContain('within 24 hours');
    expect(mail?.body).toContain('about 30 minutes');
    // Built by @showroom/emails: an HTML part beside the text, the deadline in the store's time.
    expect(mail?.html).toContain('We received your application');
    expect(mail?.body).toMatch(/\(by [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M P[SD]T\)/);
  });

  it('refuses a second pending application for the same e-mail (any case) with 422 on email, storing nothing', async () => {
    const before = await rows();
    const { status, body } = await apply({ ...application, email: 'MARCO@diaz-remodeling.example' });
    expect(status).toBe(422);
    expect(body).toEqual({
      success: false,
      message: contractorApplicationMessages.alreadyPending,
      errors: { email: [contractorApplicationMessages.alreadyPending] },
    });
    expect(await rows()).toEqual(before);
  });

  it('takes a new application once the earlier one was declined', async () => {
    await server.database.db
      .updateTable('contractor_applications')
      .set({ status: 'declined', reviewed_at: now.toISOString() })
      .where('email', '=', 'marco@diaz-remodeling.example')
      .execute();
    const { status } = await apply({ ...application, country_code: '+52', message: 'Second try.' });
    expect(status).toBe(201);
    const latest = (await rows()).at(-1);
    expect(latest).toMatchObject({ status: 'pending', country_code: '+52', message: 'Second try.' });
  });

  it('the database itself refuses a second pending row for one e-mail', async () => {
    const insert = () =>
      server.database.db
        .insertInto('contractor_applications')
        .values({
          full_name: 'Race',
          company_name: 'Race Co',
          email: 'race@example.test',
          country_code: '+1',
          phone_number: '2135550100',
          license_number: 'R1',
          message: null,
          created_at: now.toISOString(),
          reviewed_at: null,
        })
        .execute();
    await insert();
    await expect(insert()).rejects.toThrow();
  });

  it('refuses the e-mail of a pro account and tells the owner to sign in; a customer may apply', async () => {
    for (const email of ['contractor@demo.test', 'designer@demo.test']) {
      const { status, body } = await apply({ ...application, email });
      expect(status).toBe(422);
      expect(body.errors).toEqual({ email: [contractorApplicationMessages.alreadyPro] });
    }
    expect((await apply({ ...application, email: 'customer@demo.test' })).status).toBe(201);
  });

  it('answers missing and malformed fields with one message list per field', async () => {
    const { status, body } = await apply({
      full_name: '',
      email: 'marco@',
      phone_number: '12',
      license_number: '<b>1</b>',
      country_code: '52',
      message: 'm'.repeat(1001),
    });
    expect(status).toBe(422);
    const errors = body.errors as Record<string, string[]>;
    expect(Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]]))).toEqual({
      full_name: contractorApplicationMessages.fullNameRequired,
      company_name: contractorApplicationMessages.companyNameRequired,
      email: contractorApplicationMessages.emailInvalid,
      country_code: contractorApplicationMessages.countryCodeInvalid,
      phone_number: contractorApplicationMessages.phoneInvalid,
      license_number: contractorApplicationMessages.licenseInvalid,
      message: contractorApplicationMessages.messageTooLong,
    });
  });
});
