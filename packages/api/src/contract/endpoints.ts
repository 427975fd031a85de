import { z } from 'zod';
import { aiSignedIn, defineEndpoint, publicAccess, signedIn } from './endpoint.ts';
import { envelope, messageResponseSchema } from './envelope.ts';
import { pageQueryShape, paginated } from './pagination.ts';
import {
  notificationSchema,
  paymentInputSchema,
  payoutSettingsSchema,
  payoutSettingsUpdateSchema,
  profileSchema,
  profileUpdateSchema,
  shippingAddressSchema,
  siteSettingsSchema,
} from './entities/account.ts';
import { aiCreditsSchema, aiDesignRequestSchema, aiSessionSchema, aiUserSchema } from './entities/ai.ts';
import { headerMenuSchema, productSchema, productSummarySchema } from './entities/catalog.ts';
import { leadRequestSchema } from './entities/leads.ts';
import { orderItemSchema, orderSchema, orderWithItemsSchema } from './entities/orders.ts';
import {
  cartLineInputSchema,
  cartSchema,
  checklistItemSchema,
  checklistResultSchema,
  designerSchema,
  extraInfoSchema,
  projectChatMessageSchema,
  projectChatSchema,
  projectIdParamsSchema,
  projectSchema,
  roomFileSchema,
  savedItemSchema,
} from './entities/projects.ts';
import {
  shopProfilePayloadSchema,
  shopSettingsSchema,
  showroomProfileSchema,
  showroomSearchResultSchema,
} from './entities/showrooms.ts';
import {
  credentialsSchema,
  oneTimeCodeResultSchema,
  registrationRequestSchema,
  sessionSchema,
  socialLoginRequestSchema,
  socialProviders,
  userSchema,
} from './entities/users.ts';
import { idParamSchema, orderItemStatusSchema, queryFlagSchema, vsdIdSchema } from './vocabulary.ts';

const spec = { spec: '§7' } as const;
const designed = (why: string) => ({ designed: why });

const showroomQueryShape = { showroom: vsdIdSchema.optional() };
const tokenParams = z.object({ token: z.string().min(1) });
const idParams = z.object({ id: idParamSchema });

/**
 * The whole HTTP contract, one record per endpoint: every row of SPEC §7 plus the calls the
 * spec implies without listing (marked `designed`). The client, the reference server's routes
 * and authorisation tests, the mocks and the OpenAPI document are all generated from this table.
 */
/** "Customers also viewed" counts a product only when at least this many people viewed both. */
export const MIN_CO_VIEWERS = 2;

export const endpoints = {
  // ── Session and account (§4 Authentication, §6) ────────────────────────────────────────────
  getAuthUser: defineEndpoint({
    method: 'GET',
    path: '/api/authuser',
    summary: 'The signed-in user; when it cannot be loaded the session drops the stored token (§4).',
    origin: spec,
    auth: signedIn(),
    response: envelope(userSchema),
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/login',
    summary:
      'Sign in with e-mail and password. Returns the user whatever its type or status: the sign-in outcome (§4) is decided from the user.',
    origin: spec,
    auth: publicAccess,
    body: credentialsSchema,
    response: envelope(sessionSchema),
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/api/register',
    summary: 'Create a customer account (type User) from the registration details plus shop_id.',
    origin: spec,
    auth: publicAccess,
    body: registrationRequestSchema,
    response: envelope(sessionSchema),
    successStatus: 201,
  }),
  socialLogin: defineEndpoint({
    method: 'POST',
    path: '/api/sociallogin/{provider}',
    summary: "Sign in with a social provider's result.",
    origin: spec,
    auth: publicAccess,
    params: z.object({ provider: z.enum(socialProviders) }),
    body: socialLoginRequestSchema,
    response: envelope(sessionSchema),
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/logout',
    summary: 'End the session (revokes the bearer token).',
    origin: spec,
    auth: signedIn(),
    response: messageResponseSchema,
  }),
  resendVerificationEmail: defineEndpoint({
    method: 'GET',
    path: '/api/email/resend',
    summary: 'Send the e-mail verification link again.',
    origin: spec,
    auth: signedIn(),
    response: messageResponseSchema,
  }),
  verifyEmail: defineEndpoint({
    method: 'GET',
    path: '/api/email/verify/{token}',
    summary: 'Confirm the e-mail address from the link in the verification e-mail.',
    origin: spec,
    auth: publicAccess,
    params: tokenParams,
    response: messageResponseSchema,
  }),
  oneTimeCode: defineEndpoint({
    method: 'GET',
    path: '/api/login/verify_otp',
    summary: 'Without otp: send the Admin a one-time code. With otp: verify it (data.valid_otp).',
    origin: spec,
    auth: signedIn('Admin'),
    query: z.object({ otp: z.string().min(1).optional() }),
    response: envelope(oneTimeCodeResultSchema),
  }),
  getProfile: defineEndpoint({
    method: 'GET',
    path: '/api/profile',
    summary: 'The account with shipping address, masked payment details and, with checkout=1, the shipping charge.',
    origin: spec,
    auth: signedIn(),
    query: z.object({ checkout: queryFlagSchema.optional() }),
    response: envelope(profileSchema),
  }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/profile',
    summary: 'Update the account or shipping address; checkout=1 recomputes the shipping charge.',
    origin: spec,
    auth: signedIn(),
    body: profileUpdateSchema,
    response: envelope(profileSchema),
  }),
  getPayoutSettings: defineEndpoint({
    method: 'GET',
    path: '/api/payout_setup',
    summary: 'Payout Settings (/payout_setup): where profits are paid, and the balances.',
    origin: designed('§2 route /payout_setup "Payout Settings"; no call is listed'),
    auth: signedIn('Vendor', 'Contractor', 'Designer'),
    response: envelope(payoutSettingsSchema),
  }),
  updatePayoutSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/payout_setup',
    summary: 'Save the bank account profits are paid to.',
    origin: designed('§2 route /payout_setup "Payout Settings"; no call is listed'),
    auth: signedIn('Vendor', 'Contractor', 'Designer'),
    body: payoutSettingsUpdateSchema,
    response: envelope(payoutSettingsSchema),
  }),
  listNotifications: defineEndpoint({
    method: 'GET',
    path: '/api/notification',
    summary: 'Notifications, newest first; pending=1 gives only unread ones (the header count is `total`).',
    origin: spec,
    auth: signedIn(),
    query: z.object({ pending: queryFlagSchema.optional(), ...pageQueryShape }),
    response: envelope(paginated(notificationSchema)),
  }),
  markNotificationRead: defineEndpoint({
    method: 'PUT',
    path: '/api/notification/{id}',
    summary: 'Mark one notification as read.',
    origin: spec,
    auth: signedIn(),
    params: idParams,
    response: envelope(notificationSchema),
  }),

  // ── Shop start-up (§1, §7 "paths not shown") ─────────────────────────────────────────────
  getSettings: defineEndpoint({
    method: 'GET',
    path: '/api/setting',
    summary: 'Site-wide settings.',
    origin: spec,
    auth: publicAccess,
    response: envelope(siteSettingsSchema),
  }),
  getShop: defineEndpoint({
    method: 'GET',
    path: '/api/shop',
    summary: "The shop this storefront runs for (shop id from the page's metadata, §1).",
    origin: designed('§7 "shop fetch at start-up: path not shown"'),
    auth: publicAccess,
    query: z.object({ shop_id: z.union([idParamSchema, vsdIdSchema]) }),
    response: envelope(showroomProfileSchema),
  }),
  getShopSettings: defineEndpoint({
    method: 'GET',
    path: '/api/shop/settings',
    summary: "The shop's settings: markup, coupon, currency, shipping countries, layout.",
    origin: designed('§7 "shop settings at start-up: path not shown"'),
    auth: publicAccess,
    query: z.object({ shop_id: z.union([idParamSchema, vsdIdSchema]) }),
    response: envelope(shopSettingsSchema),
  }),
  getMenuCategories: defineEndpoint({
    method: 'GET',
    path: '/api/menu_category',
    summary: 'The header menus (departments, categories, children) of a showroom; skipped when neither id is known.',
    origin: spec,
    auth: publicAccess,
    query: z.object({ ...showroomQueryShape, vsd_id: vsdIdSchema.optional() }),
    // §8: "Menu load without showroom and vsd_id: no call made".
    requires: { oneOfQuery: ['showroom', 'vsd_id'], message: 'The showroom or vsd_id field is required.' },
    response: envelope(z.array(headerMenuSchema)),
  }),

  // ── Showrooms and catalogue ───────────────────────────────────────────────────────────────
  searchShowrooms: defineEndpoint({
    method: 'GET',
    path: '/api/visualization/showrooms',
    summary: 'Showrooms whose ID or company name contains s (the lookup runs when s is longer than 2 or empty).',
    origin: spec,
    auth: publicAccess,
    query: z.object({ s: z.string().optional(), ...pageQueryShape }),
    response: envelope(paginated(showroomSearchResultSchema)),
  }),
  getShowroomProfile: defineEndpoint({
    method: 'GET',
    path: '/api/visualization/shop_profile',
    summary: 'A showroom profile and its category tree; data.data is null when no showroom matches.',
    origin: spec,
    auth: publicAccess,
    query: z.object({ ...showroomQueryShape, vsd_id: vsdIdSchema.optional() }),
    response: envelope(shopProfilePayloadSchema),
  }),
  listShowroomProducts: defineEndpoint({
    method: 'POST',
    path: '/api/visualization/products',
    summary: 'Products of a category (and its children) in a showroom, paginated.',
    origin: spec,
    auth: publicAccess,
    body: z.object({
      category: z.union([z.number().int().positive(), z.string().min(1)]),
      showroom: vsdIdSchema.optional(),
      page: z.number().int().positive().optional(),
      per_page: z.number().int().positive().max(100).optional(),
    }),
    response: envelope(paginated(productSummarySchema)),
  }),
  getProduct: defineEndpoint({
    method: 'GET',
    path: '/api/public',
    summary: 'One product (pid: product id or hash; cid: category id).',
    origin: spec,
    auth: publicAccess,
    query: z.object({ pid: z.string().min(1), cid: idParamSchema.optional() }),
    response: envelope(productSchema),
  }),
  topProducts: defineEndpoint({
    method: 'POST',
    path: '/api/top_products/',
    summary: 'Top products of a showroom (home and product page sliders).',
    origin: spec,
    auth: publicAccess,
    body: z.object({ showroom: vsdIdSchema.optional(), category: z.number().int().positive().optional() }),
    response: envelope(z.array(productSummarySchema)),
  }),
  /**
   * "Customers also viewed": the one rule the reference server and the mocks both implement.
   * The products most viewed by the people who also viewed this product (signed-in users by
   * account, demo visitor sessions by `visitor_key`), ranked by the number of distinct such
   * people (desc), then popularity (units ordered, desc), then id (asc). A product counts as
   * co-viewed only when at least 2 people viewed both (`MIN_CO_VIEWERS`), so the list never
   * shows one person's browsing to everyone. Never the product
   * itself; with `showroom`, only products the showroom offers (its categories and their
   * children; an unknown showroom offers none); at most 10. When fewer than 10 co-viewed
   * products exist, the rest is filled with the best sellers (popularity desc, id asc) of the
   * product's top-level category not already listed. An unknown product answers [] (200).
   */
  customerAlsoViewed: defineEndpoint({
    method: 'POST',
    path: '/api/customer_also_viewed/',
    summary:
      'Up to 10 products most viewed by the people who viewed this one, then best sellers of its top-level category; [] if unknown.',
    origin: spec,
    auth: publicAccess,
    body: z.object({ product_id: z.number().int().positive(), showroom: vsdIdSchema.optional() }),
    response: envelope(z.array(productSummarySchema)),
  }),
  recentlyViewed: defineEndpoint({
    method: 'POST',
    path: '/api/recently_viewed/',
    summary: 'The products of these ids that still exist, in the given order (the browser keeps the ids).',
    origin: spec,
    auth: publicAccess,
    body: z.object({ product_ids: z.array(z.number().int().positive()).max(50) }),
    response: envelope(z.array(productSummarySchema)),
  }),
  sampleRequest: defineEndpoint({
    method: 'POST',
    path: '/api/sample_request',
    summary: 'The footer lead form.',
    origin: spec,
    auth: publicAccess,
    body: leadRequestSchema,
    response: messageResponseSchema,
    successStatus: 201,
  }),

  // ── Cart and projects ─────────────────────────────────────────────────────────────────────
  getProjectCart: defineEndpoint({
    method: 'GET',
    path: '/api/projectCart',
    summary: "A project's cart; with a stored cart id also temp_project_id, is_cart=1 and showroom.",
    origin: spec,
    auth: publicAccess,
    query: z.object({
      project: idParamSchema.optional(),
      temp_project_id: idParamSchema.optional(),
      is_cart: queryFlagSchema.optional(),
      ...showroomQueryShape,
    }),
    response: envelope(cartSchema),
  }),
  getCart: defineEndpoint({
    method: 'GET',
    path: '/api/cart',
    summary: 'The cart of a stored cart id (guest carts included).',
    origin: designed('§7 "cart fetch when a cart id exists: path not shown"'),
    auth: publicAccess,
    query: z.object({ cart_id: z.string().min(1) }),
    response: envelope(cartSchema),
  }),
  syncToCart: defineEndpoint({
    method: 'POST',
    path: '/api/projectCart/sync_to_cart',
    summary: 'Add one line to the cart (creates a guest cart when cart_id is absent); the toast shows the message.',
    origin: spec,
    auth: publicAccess,
    body: cartLineInputSchema.extend({
      cart_id: z.string().min(1).optional(),
      showroom: vsdIdSchema.optional(),
      action: z.literal('cart'),
      toast: z.boolean().optional(),
    }),
    response: envelope(cartSchema),
  }),
  syncToBulkCart: defineEndpoint({
    method: 'POST',
    path: '/api/projectCart/sync_to_bulk_cart',
    summary: 'Add several lines at once.',
    origin: spec,
    auth: publicAccess,
    body: z.object({
      cart_id: z.string().min(1).optional(),
      showroom: vsdIdSchema.optional(),
      items: z.array(cartLineInputSchema).min(1),
    }),
    response: envelope(cartSchema),
  }),
  updateCart: defineEndpoint({
    method: 'POST',
    path: '/api/projectCart/update_cart',
    summary: "Change a cart line's quantity.",
    origin: spec,
    auth: publicAccess,
    body: z.object({
      cart_id: z.string().min(1),
      line_id: z.number().int().positive(),
      quantity: z.number().int().min(1),
    }),
    response: envelope(cartSchema),
  }),
  updateProjectCart: defineEndpoint({
    method: 'POST',
    path: '/api/projectCart/update_project_cart',
    summary: "Replace a project's cart lines.",
    origin: spec,
    auth: signedIn('User'),
    body: z.object({ project_id: z.number().int().positive(), items: z.array(cartLineInputSchema) }),
    response: envelope(cartSchema),
  }),
  removeCartLine: defineEndpoint({
    method: 'DELETE',
    path: '/api/cart/destroy/{id}',
    summary: 'Remove a cart line.',
    origin: spec,
    auth: publicAccess,
    params: idParams,
    query: z.object({ cart_id: z.string().min(1), ...showroomQueryShape }),
    response: envelope(cartSchema),
  }),
  createProject: defineEndpoint({
    method: 'POST',
    path: '/api/projectCart',
    summary: 'Create a project from the saved design item; data is the new project id (stored by the browser).',
    origin: spec,
    auth: signedIn('User'),
    body: z.object({ my_item: savedItemSchema, name: z.string().min(1).optional() }),
    response: envelope(z.number().int().positive()),
    successStatus: 201,
  }),
  getProject: defineEndpoint({
    method: 'GET',
    path: '/api/projectCart/{projectId}',
    summary: 'A project with its extra info.',
    origin: spec,
    auth: signedIn('User'),
    params: projectIdParamsSchema,
    response: envelope(projectSchema),
  }),
  updateProject: defineEndpoint({
    method: 'PUT',
    path: '/api/projectCart/{projectId}',
    summary: "Save a project's extra info.",
    origin: spec,
    auth: signedIn('User'),
    params: projectIdParamsSchema,
    body: z.object({ extra_info: extraInfoSchema }),
    response: envelope(projectSchema),
  }),
  addProjectToCart: defineEndpoint({
    method: 'POST',
    path: '/api/projectCart/add_project_to_cart',
    summary: "Attach a guest cart (temporary project) to the user's project after sign-in or registration.",
    origin: designed('§7 "add project to cart (path not shown)"'),
    auth: signedIn('User'),
    body: z.object({ re_temp_project_id: z.number().int().positive(), project_id: z.number().int().positive() }),
    response: envelope(cartSchema),
  }),
  listChecklistProjects: defineEndpoint({
    method: 'GET',
    path: '/api/projectChecklist',
    summary: "The user's projects (My Projects).",
    origin: spec,
    auth: signedIn('User'),
    response: envelope(z.array(projectSchema)),
  }),
  getChecklist: defineEndpoint({
    method: 'GET',
    path: '/api/projectChecklist/{projectId}',
    summary: "A project's checklist.",
    origin: spec,
    auth: signedIn('User'),
    params: projectIdParamsSchema,
    response: envelope(checklistResultSchema),
  }),
  addChecklistItems: defineEndpoint({
    method: 'POST',
    path: '/api/projectChecklist',
    summary: "Add entries to a project's checklist; append_items says whether anything new was added.",
    origin: spec,
    auth: signedIn('User'),
    body: z.object({
      project_id: z.number().int().positive(),
      items: z.array(z.object({ title: z.string().min(1), product_id: z.number().int().positive().optional() })).min(1),
    }),
    response: envelope(checklistResultSchema),
    successStatus: 201,
  }),
  updateChecklistItem: defineEndpoint({
    method: 'PUT',
    path: '/api/projectChecklist/{id}',
    summary: 'Rename or tick a checklist entry.',
    origin: spec,
    auth: signedIn('User'),
    params: idParams,
    body: z.object({ title: z.string().min(1).optional(), is_done: z.boolean().optional() }),
    response: envelope(checklistItemSchema),
  }),
  shareProjectToContractor: defineEndpoint({
    method: 'GET',
    path: '/api/project/share_to_contractor/{projectId}',
    summary: "Share a project with the showroom's contractor.",
    origin: spec,
    auth: signedIn('User'),
    params: projectIdParamsSchema,
    response: messageResponseSchema,
  }),
  listProjectChats: defineEndpoint({
    method: 'GET',
    path: '/api/projectChat',
    summary: "Chat messages of the user's projects; t=files gives the room files instead.",
    origin: spec,
    auth: signedIn('User', 'Contractor', 'Designer'),
    query: z.object({ project_id: idParamSchema.optional(), t: z.literal('files').optional(), ...pageQueryShape }),
    response: envelope(paginated(z.union([projectChatMessageSchema, roomFileSchema]))),
  }),
  getProjectChat: defineEndpoint({
    method: 'GET',
    path: '/api/projectChat/{projectId}',
    summary: "A project's chat: data.Project_chats and data.room_files.",
    origin: spec,
    auth: signedIn('User', 'Contractor', 'Designer'),
    params: projectIdParamsSchema,
    response: envelope(projectChatSchema),
  }),
  sendProjectChat: defineEndpoint({
    method: 'POST',
    path: '/api/projectChat',
    summary: 'Post a chat message to a project.',
    origin: spec,
    auth: signedIn('User', 'Contractor', 'Designer'),
    body: z.object({ project_id: z.number().int().positive(), message: z.string().min(1).max(2000) }),
    response: envelope(projectChatMessageSchema),
    successStatus: 201,
  }),
  hireDesigner: defineEndpoint({
    method: 'POST',
    path: '/api/hire_designer',
    summary: 'Hire a designer for a project; data.designers is the updated list.',
    origin: spec,
    auth: signedIn('User'),
    body: z.object({ project: z.number().int().positive(), designer_id: z.number().int().positive() }),
    response: envelope(z.object({ designers: z.array(designerSchema) })),
  }),
  listDesigners: defineEndpoint({
    method: 'GET',
    path: '/api/hire_designer',
    summary: 'Designers available for a project (hired ones flagged).',
    origin: spec,
    auth: signedIn('User'),
    query: z.object({ project: idParamSchema }),
    response: envelope(z.object({ designers: z.array(designerSchema) })),
  }),

  // ── Orders (§2 Order screens, §4 Order item status) ─────────────────────────────────────
  listOrders: defineEndpoint({
    method: 'GET',
    path: '/api/orders',
    summary: "Orders the caller may see: a User's own; a shop's orders with its items; all for Admin.",
    origin: designed('§2 Order screens: the order list is used but not listed'),
    auth: signedIn(),
    query: z.object({ ...pageQueryShape }),
    response: envelope(paginated(orderSchema)),
  }),
  listOrderItems: defineEndpoint({
    method: 'GET',
    path: '/api/orders/{orderId}/items',
    summary: 'The Order Items modal: an order and the items the caller may see (Vendors only their own).',
    origin: designed('§2 Order screens: "Order Items" modal'),
    auth: signedIn(),
    params: z.object({ orderId: idParamSchema }),
    response: envelope(orderWithItemsSchema),
  }),
  updateOrderItemStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/order_items/{id}/status',
    summary:
      "Change an order item's status; refused with 422 (errors.status) when the §4 rules do not allow it for the caller's role.",
    origin: designed('§4 order-item status selector'),
    auth: signedIn('Vendor', 'Contractor', 'Designer', 'Admin'),
    params: idParams,
    body: z.object({ status: orderItemStatusSchema }),
    response: envelope(orderItemSchema),
  }),
  placeOrder: defineEndpoint({
    method: 'POST',
    path: '/api/checkout',
    summary: 'Place the order for a cart at checkout (card payment in USD, US shipping).',
    origin: designed('§2 /checkout, /checkout-payment, /thankyou'),
    auth: signedIn('User'),
    body: z.object({
      cart_id: z.string().min(1),
      shipping_address: shippingAddressSchema,
      /** Absent: pay with the saved payment details. */
      payment: paymentInputSchema.optional(),
    }),
    response: envelope(orderSchema),
    successStatus: 201,
  }),

  // ── AI room design (§1, §7) ───────────────────────────────────────────────────────────────
  getAiCredits: defineEndpoint({
    method: 'POST',
    path: '/api/AI/get_credits',
    summary: "The AI user's remaining and used credits.",
    origin: spec,
    auth: aiSignedIn,
    response: envelope(aiCreditsSchema),
  }),
  getAiUser: defineEndpoint({
    method: 'GET',
    path: '/api/AI/get_user',
    summary: 'The signed-in AI user; when it cannot be loaded the AI session drops the AI token (§4).',
    origin: spec,
    auth: aiSignedIn,
    response: envelope(aiUserSchema),
  }),
  aiDesign: defineEndpoint({
    method: 'POST',
    path: '/api/AI/design',
    summary: 'AI login (action=login) or AI registration (action=register).',
    origin: spec,
    auth: publicAccess,
    body: aiDesignRequestSchema,
    response: envelope(aiSessionSchema),
  }),
  aiResendVerificationEmail: defineEndpoint({
    method: 'GET',
    path: '/api/AI/design/email/resend',
    summary: 'Send the AI account verification e-mail again.',
    origin: spec,
    auth: aiSignedIn,
    response: messageResponseSchema,
  }),
  aiVerifyEmail: defineEndpoint({
    method: 'GET',
    path: '/api/AI/design/email/verify/{token}',
    summary: 'Confirm the AI account e-mail address.',
    origin: spec,
    auth: publicAccess,
    params: tokenParams,
    response: messageResponseSchema,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export const endpointNames = Object.keys(endpoints) as EndpointName[];
