import { CONTRACTOR_APPROVAL_HOURS, contractorApplicationMessages } from '../../contract/index.ts';
import { DEMO_NOW } from '../../demo/time.ts';
import { invalid, type MockResolvers } from '../route.ts';

const HOUR = 3_600_000;
const iso = (instant: number) => new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Pro accounts: the contractor application, refused as the server refuses it. */
export const proResolvers = {
  contractorApplication: ({ body, state }) => {
    const email = body.email.toLowerCase();
    const owner = state.users.find((user) => user.email.toLowerCase() === email);
    if (owner && (owner.type === 'Contractor' || owner.type === 'Designer')) {
      throw invalid('email', contractorApplicationMessages.alreadyPro);
    }
    if (state.contractorApplications.some((application) => application.email.toLowerCase() === email)) {
      throw invalid('email', contractorApplicationMessages.alreadyPending);
    }
    const application = {
      id: state.nextId(),
      email: body.email,
      status: 'pending' as const,
      submitted_at: iso(DEMO_NOW),
    };
    state.contractorApplications.push(application);
    return {
      data: { ...application, review_by: iso(DEMO_NOW + CONTRACTOR_APPROVAL_HOURS * HOUR) },
      message: contractorApplicationMessages.received,
    };
  },
} satisfies Partial<MockResolvers>;
