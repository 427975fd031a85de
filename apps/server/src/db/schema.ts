import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * The database as Kysely sees it. Portable types only, so one query code runs on SQLite and
 * PostgreSQL: timestamps are ISO-8601 UTC text (sortable, no driver date conversion), money is
 * integer cents, flags are 0/1 integers, structured extras are JSON text.
 */

type Id = Generated<number>;
/** ISO-8601 UTC text, e.g. '2026-01-31T12:00:00.000Z'. */
type Timestamp = string;
type CreatedAt = ColumnType<Timestamp, Timestamp | undefined, never>;

export interface UsersTable {
  id: Id;
  type: string;
  status: string;
  /** Lower-cased, unique. */
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  country_code: Generated<string>;
  phone_number: Generated<string>;
  zip_code: Generated<string>;
  email_verified_at: Timestamp | null;
  total_projects: Generated<number>;
  /** Showroom the account was registered from (§7 register's shop_id). */
  registered_shop_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SubscriptionsTable {
  id: Id;
  user_id: number;
  /** 'custom_addon' | 'plan' (the latest row of a kind counts). */
  kind: string;
  plan: string | null;
  subscription_status: number;
  paid_amount_cents: number;
  created_at: CreatedAt;
}

export interface ShippingAddressesTable {
  id: Id;
  user_id: number;
  street: string;
  city: string;
  state: string;
  zip_code: string;
  apartment: string | null;
  created_at: CreatedAt;
}

/** Card data is never stored whole: brand, last four digits and expiry only; never the CVV. */
export interface PaymentCardsTable {
  id: Id;
  user_id: number;
  brand: string | null;
  last4: string;
  exp_month: number;
  exp_year: number;
  name_on_card: string | null;
  pay_street: string | null;
  pay_city: string | null;
  pay_state: string | null;
  pay_zip_code: string | null;
  created_at: CreatedAt;
  /** The payment provider's reusable reference to the card (migration 008); null for a card saved at registration. */
  provider_reference: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: the account keeps the card (the newest is the saved card); 0: it paid one order only (migration 017). */
  on_file: Generated<number>;
}

/** Which account table a token or e-mail verification belongs to. */
export type AccountKind = 'user' | 'ai';

/**
 * Opaque bearer tokens, stored as SHA-256 hashes. `subject_id` is a users.id for kind 'user'
 * and an ai_users.id for kind 'ai' (the AI area's separate token).
 */
export interface AuthTokensTable {
  id: Id;
  kind: AccountKind;
  subject_id: number;
  token_hash: string;
  /** Set once an Admin has passed the one-time-code check with this session. */
  otp_verified_at: Timestamp | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface EmailVerificationsTable {
  id: Id;
  kind: AccountKind;
  subject_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OtpCodesTable {
  id: Id;
  user_id: number;
  code_hash: string;
  attempts: Generated<number>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}

/** Consecutive failed sign-ins per e-mail address, and the lock they started (auth/signInLockout.ts). */
export interface SignInFailuresTable {
  email: string;
  failures: number;
  locked_until: Timestamp | null;
  updated_at: Timestamp;
}

/** Development mail outbox: every message the server "sends". */
export interface OutboxTable {
  id: Id;
  to_email: string;
  subject: string;
  /** The plain-text part. */
  body: string;
  /** The HTML part (null for messages written before e-mails had one). */
  html: string | null;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: CreatedAt;
}

/** Where a message is (migration 015): kept in the development outbox, or on its way by SMTP. */
export type MailStatus = 'kept' | 'pending' | 'sending' | 'sent' | 'failed';

export interface ShopsTable {
  id: Id;
  user_id: number;
  vsd_id: string;
  company_name: string;
  theme_color: string | null;
  business_logo: string | null;
  is_3d: Generated<number>;
  basic_addon_status: Generated<number>;
  custom_addon_status: Generated<number>;
  showroom_subscription_status: Generated<number>;
  showroom_plan: string | null;
  /** Shop settings: contractors mark up at least 10 % (§9); a coupon cannot exceed it. */
  markup_percent: number;
  coupon_percent: number | null;
  new_layout: Generated<number>;
  created_at: CreatedAt;
}

export interface DepartmentsTable {
  id: Id;
  name: string;
  menu_slug: string;
  position: Generated<number>;
}

export interface CategoriesTable {
  id: Id;
  department_id: number | null;
  parent_id: number | null;
  name: string;
  slug_url: string | null;
  unit: string | null;
  image: string | null;
  position: Generated<number>;
}

/** Which categories a showroom offers (its profile's category list and menus). */
export interface ShopCategoriesTable {
  shop_id: number;
  category_id: number;
}

export interface ProductsTable {
  id: Id;
  /** Public identifier used in /product/{hash}. */
  hash: string;
  /** A leaf category; showrooms offer products through their categories (shop_categories). */
  category_id: number;
  /**
   * The category's parent, or the category itself when it is top-level (migration 004), so a
   * top-level category's products come in id order from one index. Required on every insert,
   * and to be set again whenever the product's category, or that category's parent, changes.
   */
  top_category_id: number;
  /** The Vendor account that supplies the product and receives its order items. */
  vendor_id: number;
  sku: string;
  name: string;
  brand: string;
  description: string;
  price_cents: number;
  /** 'Box' | 'Piece' */
  uom: string;
  in_stock: Generated<number>;
  /** The list picture ('/media/...'); the gallery is in `images`. */
  image: string;
  box_sqft: number | null;
  width_size: string | null;
  height_size: string | null;
  length_size: string | null;
  pattern: string | null;
  /** How much the product sells (units ordered); orders top products and "also viewed". */
  popularity: Generated<number>;
  /** The minimum unit a cart line holds (§5 quantity box, §9: 1 by default; migration 007). */
  min_qty: Generated<number>;
  created_at: CreatedAt;
}

/** §3 size set: the options of a product's quantity box. */
export interface SizeSetsTable {
  id: Id;
  product_id: number;
  label: string;
  price_cents: number;
  box_sqft: number | null;
  position: Generated<number>;
}

export interface ImagesTable {
  id: Id;
  product_id: number;
  /** A same-origin media path, '/media/...'. */
  url: string;
  position: Generated<number>;
}

/** Who viewed which product ("customers also viewed"): a user, or a visitor session, per row. */
export interface ProductViewsTable {
  id: Id;
  product_id: number;
  /** A signed-in view (recorded by GET /api/public, at most one per user, product and day). */
  user_id: number | null;
  /** An anonymous visitor session: only the demo dataset's; the server does not track visitors. */
  visitor_key: string | null;
  viewed_at: Timestamp;
}

export interface NotificationsTable {
  id: Id;
  user_id: number;
  title: string;
  message: string;
  link: string | null;
  read_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface LeadsTable {
  id: Id;
  full_name: string;
  email: string;
  phone_number: string;
  action: string | null;
  lead_type: string | null;
  shop_profile_id: number | null;
  created_at: CreatedAt;
}

/** A contractor's application for a pro account (migration 005). */
export interface ContractorApplicationsTable {
  id: Id;
  full_name: string;
  company_name: string;
  /** Normalised: trimmed, lower case (one pending application per address). */
  email: string;
  /** Dial code, '+1' by default (§9). */
  country_code: string;
  phone_number: string;
  license_number: string;
  message: string | null;
  status: ColumnType<ContractorApplicationStatus, ContractorApplicationStatus | undefined, ContractorApplicationStatus>;
  created_at: CreatedAt;
  reviewed_at: Timestamp | null;
}

/** Pending until someone approves or declines it. */
export type ContractorApplicationStatus = 'pending' | 'approved' | 'declined';

export interface SettingsTable {
  key: string;
  /** JSON text. */
  value: string;
}

/** The AI design area's own accounts (§1): separate sign-in, verification and credits. */
export interface AiUsersTable {
  id: Id;
  name: string;
  email: string;
  password_hash: string;
  email_verified_at: Timestamp | null;
  credits: number;
  credits_used: Generated<number>;
  created_at: CreatedAt;
}

// Commerce: designed now, used by the cart/checkout/orders issue.

export interface ProjectsTable {
  id: Id;
  /** Null for a guest's temporary project (§3 temp_project_id) until sign-in attaches it. */
  user_id: number | null;
  shop_id: number | null;
  name: string;
  /** JSON text: the saved item (showroom, floorplan, floorTemplate) and design data. */
  extra_info: string | null;
  /** 1 on the 'My cart' project made at a customer's first add (at most one per customer). */
  holds_first_cart: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CartsTable {
  id: Id;
  /** Public random cart id kept in browser storage (§3 cart_id). */
  public_id: string;
  user_id: number | null;
  shop_id: number | null;
  /** The guest's temporary project the lines belong to before sign-in. */
  temp_project_id: number | null;
  project_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CartItemsTable {
  id: Id;
  cart_id: number;
  product_id: number;
  size_id: number | null;
  qty: number;
  unit_price_cents: number;
  created_at: CreatedAt;
}

export interface OrdersTable {
  id: Id;
  /** Human-facing number, unique. */
  order_number: string;
  user_id: number;
  shop_id: number | null;
  subtotal_cents: number;
  shipping_charge_cents: number;
  total_cents: number;
  /** JSON text snapshot of the shipping address at checkout. */
  shipping_address: string;
  payment_card_id: number | null;
  created_at: CreatedAt;
  /**
   * The checkout attempt's key (migration 008), unique per user: a retried or doubled request
   * finds this order instead of making another. Null for orders made otherwise (the demo's).
   */
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The payment provider's charge id. */
  payment_reference: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrderItemsTable {
  id: Id;
  order_id: number;
  product_id: number | null;
  /** The vendor whose item this is (Vendor profit, vendor approval). */
  vendor_id: number | null;
  /** The showroom's contractor who earns the markup. */
  contractor_id: number | null;
  product_name: string;
  qty: number;
  final_price_cents: number;
  contractor_markup_amt_cents: number;
  admin_profit_inclusive_tax_cents: number;
  /** One of @showroom/machines' orderItemStatuses; changes go through canChangeStatus. */
  status: string;
  status_date: Timestamp;
  /** When the item first left Waiting for approval for an earning status (migration 009; §9 payouts). */
  approved_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The customer's reason, once they asked to return the item (migration 014; §9 returns). */
  return_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The chosen size set's label at checkout (migration 018); null before it or without a size set. */
  size_label: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One status change of an order item (migration 009), for the status timeline. */
export interface OrderItemStatusChangesTable {
  id: Id;
  order_item_id: number;
  from_status: string;
  to_status: string;
  /** The author's account; null once it is deleted (role and name stay). */
  changed_by: number | null;
  changed_by_role: string;
  changed_by_name: string;
  changed_at: Timestamp;
}

/** A password reset link (migration 006): only the token's SHA-256 is kept; it works once. */
export interface PasswordResetsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/**
 * A pro's payout bank account (migration 006), one per user. The account number is kept only
 * encrypted (AES-256-GCM under the server's payout key) plus its last four digits.
 */
export interface PayoutAccountsTable {
  id: Id;
  user_id: number;
  account_holder_name: string;
  bank_name: string;
  routing_number: string;
  /** 'checking' | 'savings' */
  account_type: string;
  account_number_last4: string;
  account_number_encrypted: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

// Project tools (issue 16, migration 010): checklist, chat and room files, designers, shares.

export interface ProjectChecklistItemsTable {
  id: Id;
  project_id: number;
  title: string;
  /** The title trimmed and lower-cased: unique per project. */
  title_key: string;
  product_id: number | null;
  /** 0/1. */
  is_done: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ProjectChatMessagesTable {
  id: Id;
  project_id: number;
  user_id: number;
  message: string;
  created_at: CreatedAt;
}

export interface ProjectRoomFilesTable {
  id: Id;
  project_id: number;
  user_id: number;
  name: string;
  /** Where it is served: /media/room-files/<random>.<ext> for an upload, a demo picture's path otherwise. */
  url: string;
  /** Null for demo files (no stored content). */
  content_type: string | null;
  byte_size: number | null;
  width: number | null;
  height: number | null;
  content_base64: string | null;
  /** A raster upload's average colour (`#rrggbb`); null when it is not resized (vector, demo, older uploads). */
  picture_colour: ColumnType<string | null, string | null | undefined, never>;
  created_at: CreatedAt;
}

export interface DesignersTable {
  id: Id;
  /** The designer's own account, if any. */
  user_id: number | null;
  name: string;
  company_name: string;
  city: string;
  rating: number;
  image: string;
  created_at: CreatedAt;
}

export interface ProjectDesignersTable {
  id: Id;
  project_id: number;
  designer_id: number;
  hired_at: Timestamp;
}

export interface ProjectSharesTable {
  id: Id;
  project_id: number;
  /** Whom it is shared with: the showroom's owner at the time. */
  user_id: number;
  shop_id: number | null;
  shared_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  subscriptions: SubscriptionsTable;
  shipping_addresses: ShippingAddressesTable;
  payment_cards: PaymentCardsTable;
  auth_tokens: AuthTokensTable;
  email_verifications: EmailVerificationsTable;
  otp_codes: OtpCodesTable;
  outbox: OutboxTable;
  sign_in_failures: SignInFailuresTable;
  shops: ShopsTable;
  departments: DepartmentsTable;
  categories: CategoriesTable;
  shop_categories: ShopCategoriesTable;
  products: ProductsTable;
  size_sets: SizeSetsTable;
  images: ImagesTable;
  product_views: ProductViewsTable;
  notifications: NotificationsTable;
  leads: LeadsTable;
  contractor_applications: ContractorApplicationsTable;
  settings: SettingsTable;
  ai_users: AiUsersTable;
  projects: ProjectsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_item_status_changes: OrderItemStatusChangesTable;
  password_resets: PasswordResetsTable;
  payout_accounts: PayoutAccountsTable;
  project_checklist_items: ProjectChecklistItemsTable;
  project_chat_messages: ProjectChatMessagesTable;
  project_room_files: ProjectRoomFilesTable;
  designers: DesignersTable;
  project_designers: ProjectDesignersTable;
  project_shares: ProjectSharesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type ShopRow = Selectable<ShopsTable>;
export type ProductRow = Selectable<ProductsTable>;
