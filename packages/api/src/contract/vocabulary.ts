import { z } from 'zod';
import { named } from './registry.ts';
import { orderItemStatuses, unitsOfMeasure, userStatuses, userTypes } from './vocabularyLists.ts';

/** The value lists themselves are zod-free (vocabularyLists.ts); these are their schemas. */
export {
  homeCategoryNames,
  isUserType,
  orderItemStatuses,
  unitsOfMeasure,
  userStatuses,
  userTypes,
  type HomeCategoryName,
  type OrderItemStatus,
  type UnitOfMeasure,
  type UserStatus,
  type UserType,
} from './vocabularyLists.ts';

export const userTypeSchema = named('UserType', z.enum(userTypes));
export const userStatusSchema = named('UserStatus', z.enum(userStatuses));
export const orderItemStatusSchema = named('OrderItemStatus', z.enum(orderItemStatuses));
export const unitOfMeasureSchema = named('UnitOfMeasure', z.enum(unitsOfMeasure));

/** §3: the public showroom ID, 8 characters (§9). Upper-case letters and digits in our data. */
export const SHOWROOM_ID_LENGTH = 8;
export const vsdIdSchema = named(
  'ShowroomId',
  z
    .string()
    .length(SHOWROOM_ID_LENGTH)
    .regex(/^[A-Za-z0-9]+$/),
  'The public 8-character showroom ID (vsd_id).',
);

/** Timestamps travel as ISO 8601 UTC strings (`2026-01-15T09:30:00Z`). */
export const timestampSchema = z.iso.datetime();

/** Subscription and add-on flags arrive as 1/0, '1'/'true' or booleans depending on the endpoint (§4). */
export const subscriptionFlagSchema = named(
  'SubscriptionFlag',
  z.union([z.number(), z.string(), z.boolean()]).nullable(),
  'On when 1, "1", "true", "active" or true.',
);

/** A `#rrggbb` colour as shops store it. */
export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** Media lives on the same origin as the API (`/media/...`); no external URLs. */
export const mediaPathSchema = z.string().regex(/^\/media\/[a-z0-9/_.-]+$/);

/** Integer ids and page numbers arrive as strings in paths and query strings. */
export const idParamSchema = z.coerce.number<string | number>().int().positive();

/** Query flags such as checkout=1, pending=1, is_cart=1. */
export const queryFlagSchema = z.enum(['0', '1']);

/** Money in U.S. dollars (§1), two decimals on the wire. */
export const moneySchema = z.number().nonnegative();
