import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiHttpError } from '../client/errors.ts';
import { contractorApplicationMessages, type ContractorApplicationRequest } from '../contract/index.ts';
import { createSpiedClient } from '../testing/spiedClient.ts';
import { createDemoHandlers } from './handlers.ts';
import { createMockState, PENDING_APPLICATION_EMAIL, type MockState } from './state.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let state: MockState;
beforeEach(() => {
  state = createMockState();
  server.use(...createDemoHandlers({ state }));
});

const application: ContractorApplicationRequest = {
  full_name: 'Marco Diaz',
  company_name: 'Diaz Remodeling LLC',
  email: 'marco@diaz-remodeling.example',
  phone_number: '(213) 555-0142',
  license_number: 'CSLB #1045821',
};

const guest = () => createSpiedClient({ getToken: () => null });

async function refusal(body: ContractorApplicationRequest) {
  const { client, toasts } = guest();
  const error = (await client.contractorApplication({ body }).catch((e: unknown) => e)) as ApiHttpError;
  return { error, toasts: toasts.map((toast) => toast.message) };
}

describe('contractor application in the mocks', () => {
  it('stores a valid application and answers 201 with the approval time', async () => {
    const { client } = guest();
    const before = state.contractorApplications.length;
    const answer = await client.contractorApplication({ body: application });
    expect(answer.message).toBe(contractorApplicationMessages.received);
    expect(answer.data).toMatchObject({ status: 'pending', email: application.email });
    const hours = (Date.parse(answer.data.review_by) - Date.parse(answer.data.submitted_at)) / 3_600_000;
    expect(hours).toBe(24);
    expect(state.contractorApplications).toHaveLength(before + 1);
  });

  it('refuses a second pending application for the same e-mail, whatever its case', async () => {
    await guest().client.contractorApplication({ body: application });
    const { error, toasts } = await refusal({ ...application, email: application.email.toUpperCase() });
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ email: [contractorApplicationMessages.alreadyPending] });
    // The toast says the reason (issue 30), as the server's 422 message does.
    expect(toasts).toEqual([contractorApplicationMessages.alreadyPending]);
  });

  it('refuses the e-mail whose application is already waiting in the demo world', async () => {
    const { error } = await refusal({ ...application, email: PENDING_APPLICATION_EMAIL });
    expect(error.fieldErrors).toEqual({ email: [contractorApplicationMessages.alreadyPending] });
  });

  it('refuses an e-mail that already signs in to a pro account, and not a customer’s', async () => {
    const { error } = await refusal({ ...application, email: 'contractor@demo.test' });
    expect(error.fieldErrors).toEqual({ email: [contractorApplicationMessages.alreadyPro] });
    const customer = await guest().client.contractorApplication({
      body: { ...application, email: 'customer@demo.test' },
    });
    expect(customer.data.status).toBe('pending');
  });

  it('answers a broken application with the contract’s field messages and stores nothing', async () => {
    const before = state.contractorApplications.length;
    const { error } = await refusal({ ...application, license_number: ' ', email: 'marco@' });
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({
      email: [contractorApplicationMessages.emailInvalid],
      license_number: [contractorApplicationMessages.licenseRequired, contractorApplicationMessages.licenseInvalid],
    });
    expect(state.contractorApplications).toHaveLength(before);
  });
});
