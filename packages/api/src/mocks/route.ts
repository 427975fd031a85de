import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import {
  checkAccess,
  endpoints,
  GIVEN_DATA_INVALID,
  toColonPath,
  toFieldErrors,
  unmetRequirement,
  validationMessage,
  type EndpointBody,
  type EndpointData,
  type EndpointName,
  type EndpointParsedParams,
  type EndpointParsedQuery,
  type FieldErrors,
  type OrderItemStatus,
  type PayoutSummary,
  type UserType,
} from '../contract/index.ts';
import { AI_TOKEN_HEADER } from '../client/conventions.ts';
import type { DemoAiUser, DemoUser } from '../demo/users.ts';
import type { ScenarioName } from './scenarios.ts';
import { userIdOfMockToken, type MockState } from './state.ts';

/** Decides whether `role` may move an order item from one status to another (inject @showroom/machines' `canChangeStatus`). */
export type OrderItemStatusRule = (
  from: OrderItemStatus,
  to: OrderItemStatus,
  role: UserType,
) => { readonly allowed: true } | { readonly allowed: false; readonly message: string };

/** An order item as the payout rule reads it (the §6 profit fields and the approval time). */
export interface PayoutRuleItem {
  readonly qty: number;
  readonly final_price: number;
  readonly contractor_markup_amt: number;
  readonly admin_profit_inclusive_tax: number;
  readonly status: string;
  readonly approved_at: string | null;
}

/** A pro's §9 payout summary from its items (inject @showroom/machines' `payoutSummary`). */
export type PayoutSummaryRule = (items: readonly PayoutRuleItem[], userType: string, now: Date) => PayoutSummary | null;

/** A typed card as the §8 card checks read it. */
export interface PaymentCardRuleInput {
  readonly card_number: string;
  readonly exp_date: string;
  readonly cvv: string;
}

/**
 * The §8 card checks (inject @showroom/machines' `checkPaymentCard`, the server's own): each
 * failing field's message, and the brand's key ('visa', 'american-express') when known.
 */
export type PaymentCardRule = (payment: PaymentCardRuleInput) => {
  readonly errors: Partial<Record<keyof PaymentCardRuleInput, string>>;
  readonly brand: { readonly type: string } | null;
};

/**
 * Whether a customer may take an action on an item now, as @showroom/machines' canCancelItem and
 * canRequestReturn answer: open until a moment (null when a rule sets no limit), or refused
 * with the message the customer reads.
 */
export type CustomerActionRuleVerdict =
  { readonly allowed: true; readonly until: string | null } | { readonly allowed: false; readonly message: string };

/** The amounts of an item's order a refund is computed from, in whole cents (the machines' RefundInput). */
export interface CustomerRefundRuleInput {
  readonly lineTotalCents: number;
  readonly orderSubtotalCents: number;
  readonly orderShippingCents: number;
}

/** A refund and the restocking fee kept from it, in whole cents (the machines' Refund). */
export interface CustomerRefundRuleResult {
  readonly refundCents: number;
  readonly restockingFeeCents: number;
}

/**
 * §9's customer actions on their order items: the cancel and return windows and the refunds.
 * Inject @showroom/machines' functions of the same names, which the server uses; the mocks judge
 * them at DEMO_NOW, the instant their world is frozen at.
 */
export interface CustomerItemRules {
  readonly canCancelItem: (status: string, orderedAt: string, now: Date) => CustomerActionRuleVerdict;
  readonly canRequestReturn: (status: string, statusDate: string, now: Date) => CustomerActionRuleVerdict;
  readonly cancellationRefund: (input: CustomerRefundRuleInput) => CustomerRefundRuleResult;
  readonly returnRefund: (input: CustomerRefundRuleInput) => CustomerRefundRuleResult;
}

export interface MockSettings {
  readonly scenarios: ReadonlySet<ScenarioName>;
  readonly slowNetworkDelayMs: number;
  readonly orderItemStatusRule: OrderItemStatusRule;
  readonly customerItemRules: CustomerItemRules;
  readonly payoutSummaryRule: PayoutSummaryRule;
  readonly paymentCardRule: PaymentCardRule;
}

export interface MockContext<Name extends EndpointName> {
  readonly params: EndpointParsedParams<Name>;
  readonly query: EndpointParsedQuery<Name>;
  readonly body: EndpointBody<Name>;
  readonly user: DemoUser | null;
  readonly aiUser: DemoAiUser | null;
  readonly state: MockState;
  readonly settings: MockSettings;
  /** The signed-in user of a signed-in endpoint (the auth check has run). */
  me(): DemoUser;
  /** The AI user of an AI endpoint (the AI token check has run). */
  ai(): DemoAiUser;
}

export interface MockReply<Name extends EndpointName> {
  readonly data: EndpointData<Name>;
  readonly message?: string;
}

export type MockResolver<Name extends EndpointName> = (context: MockContext<Name>) => MockReply<Name>;

/** One resolver per endpoint: the compiler refuses a table that misses one. */
export type MockResolvers = { readonly [Name in EndpointName]: MockResolver<Name> };

/** Thrown by a resolver to answer with an error status. */
export class MockFailure extends Error {
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  /** A cooldown's seconds left (429): sent as `retry_after` and the Retry-After header. */
  readonly retryAfter: number | undefined;
  /** Fields the body carries beside its message (as the server's HttpError.details). */
  readonly details: Readonly<Record<string, string>> | undefined;
  constructor(
    status: number,
    message: string,
    errors?: FieldErrors,
    retryAfter?: number,
    details?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.retryAfter = retryAfter;
    this.details = details;
  }
}

export const notFound = (what: string) => new MockFailure(404, `${what} not found.`);
export const invalid = (field: string, message: string) =>
  new MockFailure(422, GIVEN_DATA_INVALID, { [field]: [message] });

const json = (status: number, body: unknown) => HttpResponse.json(body as Record<string, unknown>, { status });

function firstFieldsOf(schema: z.ZodType | undefined): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape).slice(0, 2);
  return ['email', 'password'];
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  return JSON.parse(text) as unknown;
}

/** Wraps a resolver with what every endpoint does: scenarios, auth, request validation, the envelope. */
export function route<Name extends EndpointName>(
  name: Name,
  resolver: MockResolver<Name>,
  state: MockState,
  settings: MockSettings,
  baseUrl: string,
): HttpHandler {
  const endpoint = endpoints[name];
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const has = (scenario: ScenarioName) => settings.scenarios.has(scenario);

  return http[method](`${baseUrl}${toColonPath(endpoint.path)}`, async ({ request, params }) => {
    if (has('offline')) return HttpResponse.error();
    if (has('slowNetwork')) await delay(settings.slowNetworkDelayMs);
    if (has('serverError')) return json(500, { success: false, message: '' });
    if (has('notFound')) return json(404, { success: false, message: '' });

    const auth = endpoint.auth;
    if (auth.kind !== 'public') {
      if (has('unauthorised')) return json(401, { success: false, message: 'Unauthenticated.' });
      if (has('forbidden')) return json(403, { success: false, message: 'This action is unauthorized.' });
    }
    const userId = userIdOfMockToken(bearerToken(request));
    const user = state.users.find((candidate) => candidate.id === userId) ?? null;
    const aiUserId = userIdOfMockToken(request.headers.get(AI_TOKEN_HEADER), 'ai');
    const aiUser = state.aiUsers.find((candidate) => candidate.id === aiUserId) ?? null;
    const access = checkAccess(auth, { userType: user?.type ?? null, hasAiToken: aiUser !== null });
    if (access === 'unauthenticated') return json(401, { success: false, message: 'Unauthenticated.' });
    if (access === 'forbidden') return json(403, { success: false, message: 'This action is unauthorized.' });

    if (has('validationError') && endpoint.body) {
      const errors = Object.fromEntries(
        firstFieldsOf(endpoint.body).map((field) => [field, [`The ${field.replace(/_/g, ' ')} field is required.`]]),
      );
      return json(422, { success: false, message: GIVEN_DATA_INVALID, errors });
    }

    const parse = (schema: z.ZodType | undefined, value: unknown) => {
      if (!schema) return { success: true as const, data: undefined };
      return schema.safeParse(value);
    };
    let rawBody: unknown;
    try {
      rawBody = endpoint.body ? await readJson(request) : undefined;
    } catch {
      return json(422, {
        success: false,
        message: 'The body is not JSON.',
        errors: { body: ['The body is not JSON.'] },
      });
    }
    const rawQuery = queryOf(new URL(request.url).searchParams);
    const parsedParams = parse(endpoint.params, params);
    const parsedQuery = parse(endpoint.query, rawQuery);
    const parsedBody = parse(endpoint.body, rawBody);
    for (const [parsed, input] of [
      [parsedParams, params],
      [parsedQuery, rawQuery],
      [parsedBody, rawBody],
    ] as const) {
      if (!parsed.success) {
        const errors = toFieldErrors(parsed.error, { input });
        return json(422, { success: false, message: validationMessage(errors), errors });
      }
    }
    const unmet = unmetRequirement(endpoint, parsedQuery.data as Record<string, unknown> | undefined);
    if (unmet !== null) {
      const field = endpoint.requires?.oneOfQuery[0] ?? 'query';
      return json(422, { success: false, message: unmet, errors: { [field]: [unmet] } });
    }

    try {
      const reply = resolver({
        params: parsedParams.data as EndpointParsedParams<Name>,
        query: parsedQuery.data as EndpointParsedQuery<Name>,
        body: parsedBody.data as EndpointBody<Name>,
        user,
        aiUser,
        state,
        settings,
        me: () => {
          if (!user) throw new MockFailure(401, 'Unauthenticated.');
          return user;
        },
        ai: () => {
          if (!aiUser) throw new MockFailure(401, 'Unauthenticated.');
          return aiUser;
        },
      });
      const body = { success: true, message: reply.message ?? 'Success.', data: reply.data };
      const checked = endpoint.response.safeParse(body);
      if (!checked.success) {
        // A mock that breaks the contract is a bug in the mocks: say so loudly.
        return json(500, {
          success: false,
          message: `Mock for ${name} breaks the contract: ${z.prettifyError(checked.error)}`,
        });
      }
      // The parsed body, not the reply: parsing strips what the contract does not publish (passwords, owners).
      return json(endpoint.successStatus, checked.data);
    } catch (error) {
      if (error instanceof MockFailure) {
        // As the server: a 422 with field errors says its first reason, not Laravel's generic sentence.
        const message =
          error.status === 422 && error.message === GIVEN_DATA_INVALID && error.errors
            ? validationMessage(error.errors)
            : error.message;
        const response = json(error.status, {
          ...error.details,
          success: false,
          message,
          ...(error.errors ? { errors: error.errors } : {}),
          ...(error.retryAfter === undefined ? {} : { retry_after: error.retryAfter }),
        });
        if (error.retryAfter !== undefined) response.headers.set('Retry-After', String(error.retryAfter));
        return response;
      }
      throw error;
    }
  });
}

/** The query as a server reads it: a key given once is a string, a repeated key a list of them. */
function queryOf(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}
