import {
  CONTRACTOR_APPROVAL_HOURS,
  CONTRACTOR_DEMO_MINUTES,
  contractorApplicationMessages,
  DEFAULT_CONTRACTOR_COUNTRY_CODE,
} from '@showroom/api';
import { contractorApplicationReceivedEmail, formatEmailTime } from '@showroom/emails';
import { validationError } from '../http/errors.ts';
import type { RouteTable } from '../http/routes.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';
import { sendRendered } from '../mail/sendRendered.ts';
import { normalizeEmail } from './accountRoutes.ts';

const HOUR_MS = 3_600_000;

/** The accounts that already are pros: they sign in, they do not apply. */
const proTypes = ['Contractor', 'Designer'] as const;

/** Pro accounts (issue 13): a contractor's application. */
export const proRoutes: RouteTable = {
  contractorApplication: {
    // An application writes a row and sends a mail: limited per client address like registration.
    rateLimited: true,
    async handle({ body }, { db, clock, mailer, config }) {
      const email = normalizeEmail(body.email);
      const account = await db.selectFrom('users').select('type').where('email', '=', email).executeTakeFirst();
      if (account && (proTypes as readonly string[]).includes(account.type)) {
        throw validationError({ email: [contractorApplicationMessages.alreadyPro] });
      }
      const pending = await db
        .selectFrom('contractor_applications')
        .select('id')
        .where('email', '=', email)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (pending) throw validationError({ email: [contractorApplicationMessages.alreadyPending] });

      const submitted = clock();
      const reviewBy = new Date(submitted.getTime() + CONTRACTOR_APPROVAL_HOURS * HOUR_MS);
      const row = await db
        .insertInto('contractor_applications')
        .values({
          full_name: body.full_name,
          company_name: body.company_name,
          email,
          country_code: body.country_code ?? DEFAULT_CONTRACTOR_COUNTRY_CODE,
          phone_number: body.phone_number,
          license_number: body.license_number,
          message: body.message === undefined || body.message === '' ? null : body.message,
          created_at: submitted.toISOString(),
          reviewed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch((error: unknown) => {
          // Another application with this e-mail was stored between the check above and the insert.
          if (isUniqueViolation(error))
            throw validationError({ email: [contractorApplicationMessages.alreadyPending] });
          throw error;
        });
      await sendRendered(
        mailer,
        email,
        await contractorApplicationReceivedEmail({
          siteUrl: config.publicBaseUrl,
          name: body.full_name,
          reviewBy: formatEmailTime(reviewBy.toISOString()),
          approvalHours: CONTRACTOR_APPROVAL_HOURS,
          demoMinutes: CONTRACTOR_DEMO_MINUTES,
        }),
      );
      return {
        message: contractorApplicationMessages.received,
        data: {
          id: row.id,
          status: 'pending',
          email,
          submitted_at: submitted.toISOString(),
          review_by: reviewBy.toISOString(),
        },
      };
    },
  },
};
