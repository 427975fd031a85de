import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { envelope, messageResponseSchema } from './envelope.ts';
import { pageQueryShape, paginated } from './pagination.ts';
import {
  notificationSchema,
  payoutSettingsSchema,
  payoutSettingsUpdateSchema,
  profileSchema,
  profileUpdateSchema,
  siteSettingsSchema,
} from './entities/account.ts';
import {
  aiCreditsSchema,
  aiDesignRequestSchema,
  aiGenerateDesignRequestSchema,
  aiGeneratedDesignSchema,
  aiSessionSchema,
  aiUserSchema,
} from './entities/ai.ts';
import { headerMenuSchema, productSchema, productSummarySchema } from './entities/catalog.ts';
import { homeShowcaseSchema } from './entities/homeShowcase.ts';
import { designSlugSchema, floorPlanSchema, floorTemplateSchema } from './entities/visualizer.ts';
import { roomGroups, roomTypes } from './floorPlans.rules.ts';
import { productFacetsSchema, productFilterShape } from './productListing.ts';
import {
  productSearchRequestSchema,
  productSearchResultSchema,
  productSuggestQuerySchema,
  productSuggestionsSchema,
} from './productSearch.ts';
import { contractorApplicationRequestSchema, contractorApplicationSchema } from './entities/contractorApplications.ts';
import { leadRequestSchema } from './entities/leads.ts';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
} from './entities/passwords.ts';
import {
  checkoutRequestSchema,
  orderItemDetailSchema,
  orderItemStatusUpdateSchema,
  orderItemCancelSchema,
  orderItemReturnRequestSchema,
  orderListFilterShape,
  orderSummarySchema,
  orderWithItemsSchema,
  payoutSummarySchema,
  placedOrderSchema,
} from './entities/orders.ts';
import { MAX_CART_LINE_QUANTITY, MAX_CART_LINES_PER_REQUEST } from './cart.rules.ts';
import {
  cartIdSchema,
  cartLineInputSchema,
  checklistItemInputSchema,
  checklistItemSchema,
  checklistResultSchema,
  designerSchema,
  extraInfoSchema,
  MAX_CHAT_MESSAGE_LENGTH,
  MAX_CHECKLIST_ITEMS_PER_REQUEST,
  MAX_CHECKLIST_TITLE_LENGTH,
  projectChatMessageSchema,
  projectChatPostSchema,
  projectChatSchema,
  projectIdParamsSchema,
  projectOverviewSchema,
  projectSchema,
  projectShareSchema,
  projectToolMessages,
  roomFileSchema,
  roomFileUploadSchema,
  savedItemSchema,
  shoppingCartSchema,
} from './entities/projects.ts';
import {
  myShowroomSchema,
  shopProfilePayloadSchema,
  shopSettingsSchema,
  showroomPricingUpdateSchema,
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
import { endpointRoutes } from './routes.ts';
import { idParamSchema, queryFlagSchema, vsdIdSchema } from './vocabulary.ts';

const spec = { spec: '§7' } as const;
const designed = (why: string) => ({ designed: why });

const showroomQueryShape = { showroom: vsdIdSchema.optional() };
const tokenParams = z.object({ token: z.string().min(1) });
const idParams = z.object({ id: idParamSchema });

/** "Customers also viewed" counts a product only when at least this many people viewed both. */
export const MIN_CO_VIEWERS = 2;

/**
 * The whole HTTP contract, one record per endpoint: every row of SPEC §7 plus the calls the
 * spec implies without listing (marked `designed`). The client, the reference server's routes
 * and authorisation tests, the mocks and the OpenAPI document are all generated from this table.
 * Each record starts from its route (`endpointRoutes`, routes.ts: method, path, auth, success
 * status, requirement), written there once so the lite client can use it without the schemas.
 */
export const endpoints = {
  // ── Session and account (§4 Authentication, §6) ────────────────────────────────────────────
  getAuthUser: defineEndpoint({
    ...endpointRoutes.getAuthUser,
    summary: 'The signed-in user; when it cannot be loaded the session drops the stored token (§4).',
    origin: spec,
    response: envelope(userSchema),
  }),
  login: defineEndpoint({
    ...endpointRoutes.login,
    summary:
      'Sign in with e-mail and password. Returns the user whatever its type or status: the sign-in outcome (§4) is decided from the user.',
    origin: spec,
    body: credentialsSchema,
    response: envelope(sessionSchema),
  }),
  register: defineEndpoint({
    ...endpointRoutes.register,
    summary: 'Create a customer account (type User) from the registration details plus shop_id.',
    origin: spec,
    body: registrationRequestSchema,
    response: envelope(sessionSchema),
  }),
  socialLogin: defineEndpoint({
    ...endpointRoutes.socialLogin,
    summary: "Sign in with a social provider's result.",
    origin: spec,
    params: z.object({ provider: z.enum(socialProviders) }),
    body: socialLoginRequestSchema,
    response: envelope(sessionSchema),
  }),
  logout: defineEndpoint({
    ...endpointRoutes.logout,
    summary: 'End the session (revokes the bearer token).',
    origin: spec,
    response: messageResponseSchema,
  }),
  resendVerificationEmail: defineEndpoint({
    ...endpointRoutes.resendVerificationEmail,
    summary:
      'Send the e-mail verification link again; at most once a minute per account, else 429 with retry_after (seconds left).',
    origin: spec,
    response: messageResponseSchema,
  }),
  verifyEmail: defineEndpoint({
    ...endpointRoutes.verifyEmail,
    summary: 'Confirm the e-mail address from the link in the verification e-mail.',
    origin: spec,
    params: tokenParams,
    response: messageResponseSchema,
  }),
  oneTimeCode: defineEndpoint({
    ...endpointRoutes.oneTimeCode,
    summary:
      'Without otp: send the Admin a one-time code. With otp: verify it (data.valid_otp). data.outcome, expires_at and attempts_left say whether the code is still open, until when and for how many tries.',
    origin: spec,
    query: z.object({ otp: z.string().min(1).optional() }),
    response: envelope(oneTimeCodeResultSchema),
  }),
  getProfile: defineEndpoint({
    ...endpointRoutes.getProfile,
    summary:
      'The account with shipping address and the card as brand, last four and expiry; with checkout=1 also the shipping charge of the cart being checked out (cart_id, else the current cart).',
    origin: spec,
    query: z.object({ checkout: queryFlagSchema.optional(), cart_id: z.string().min(1).max(200).optional() }),
    response: envelope(profileSchema),
  }),
  updateProfile: defineEndpoint({
    ...endpointRoutes.updateProfile,
    summary:
      'Update the name, phone (judged by its country code) or shipping address (US states only); with checkout=1 data carries the new shipping charge.',
    origin: spec,
    body: profileUpdateSchema,
    response: envelope(profileSchema),
  }),
  getPayoutSettings: defineEndpoint({
    ...endpointRoutes.getPayoutSettings,
    summary:
      "Payout Settings (/payout_setup): the pro's bank account, the account number masked ('•••• 6789'); all null until saved.",
    origin: designed('§2 route /payout_setup "Payout Settings"; no call is listed'),
    response: envelope(payoutSettingsSchema),
  }),
  updatePayoutSettings: defineEndpoint({
    ...endpointRoutes.updatePayoutSettings,
    summary:
      'Save the bank account profits are paid to (ABA routing number with its checksum, account number of 4 to 17 digits, checking or savings).',
    origin: designed('§2 route /payout_setup "Payout Settings"; no call is listed'),
    body: payoutSettingsUpdateSchema,
    response: envelope(payoutSettingsSchema),
  }),
  getMyShowroom: defineEndpoint({
    ...endpointRoutes.getMyShowroom,
    summary:
      "The signed-in pro's own showroom: its public profile, its markup (10 to 100 %) and its coupon (null for none). 404 when the pro has no showroom.",
    origin: designed('§1 "contractors mark products up (minimum 10%)", §9; no call is listed'),
    response: envelope(myShowroomSchema),
  }),
  updateShowroomPricing: defineEndpoint({
    ...endpointRoutes.updateShowroomPricing,
    summary:
      "Set the showroom's markup (10 to 100 %, two decimals) and coupon (null, or 0 up to the markup); every price of the showroom follows on the next request. 404 when the pro has no showroom.",
    origin: designed('§5 "Contractor markup minimum 10%; a coupon cannot exceed the markup", §9; no call is listed'),
    body: showroomPricingUpdateSchema,
    response: envelope(myShowroomSchema),
  }),
  forgotPassword: defineEndpoint({
    ...endpointRoutes.forgotPassword,
    summary:
      'E-mail a single-use link to /password_reset (valid 60 minutes). Always the same answer, whether or not an account has the e-mail.',
    origin: designed('§2 screen /reset_password "request a reset link"; no call is listed'),
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
  }),
  resetPassword: defineEndpoint({
    ...endpointRoutes.resetPassword,
    summary:
      "Set a new password (at least 8, confirmed) from a reset link's token; the token works once and every session of the account is signed out. Unknown, used or expired tokens: 422 on token.",
    origin: designed('§2 screen /password_reset "set a new password from the link"; no call is listed'),
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
  }),
  changePassword: defineEndpoint({
    ...endpointRoutes.changePassword,
    summary:
      "Change the signed-in account's password (current one required; new one at least 8, confirmed); its other sessions are signed out, this one stays.",
    origin: designed('§2 screen /change_password; no call is listed'),
    body: changePasswordRequestSchema,
    response: messageResponseSchema,
  }),
  listNotifications: defineEndpoint({
    ...endpointRoutes.listNotifications,
    summary: 'Notifications, newest first; pending=1 gives only unread ones (the header count is `total`).',
    origin: spec,
    query: z.object({ pending: queryFlagSchema.optional(), ...pageQueryShape }),
    response: envelope(paginated(notificationSchema)),
  }),
  markNotificationRead: defineEndpoint({
    ...endpointRoutes.markNotificationRead,
    summary: 'Mark one notification as read.',
    origin: spec,
    params: idParams,
    response: envelope(notificationSchema),
  }),

  // ── Shop start-up (§1, §7 "paths not shown") ─────────────────────────────────────────────
  getSettings: defineEndpoint({
    ...endpointRoutes.getSettings,
    summary: 'Site-wide settings.',
    origin: spec,
    response: envelope(siteSettingsSchema),
  }),
  getShop: defineEndpoint({
    ...endpointRoutes.getShop,
    summary: "The shop this storefront runs for (shop id from the page's metadata, §1).",
    origin: designed('§7 "shop fetch at start-up: path not shown"'),
    query: z.object({ shop_id: z.union([idParamSchema, vsdIdSchema]) }),
    response: envelope(showroomProfileSchema),
  }),
  getShopSettings: defineEndpoint({
    ...endpointRoutes.getShopSettings,
    summary: "The shop's settings: markup, coupon, currency, shipping countries, layout.",
    origin: designed('§7 "shop settings at start-up: path not shown"'),
    query: z.object({ shop_id: z.union([idParamSchema, vsdIdSchema]) }),
    response: envelope(shopSettingsSchema),
  }),
  getMenuCategories: defineEndpoint({
    ...endpointRoutes.getMenuCategories,
    summary: 'The header menus (departments, categories, children) of a showroom; skipped when neither id is known.',
    origin: spec,
    query: z.object({ ...showroomQueryShape, vsd_id: vsdIdSchema.optional() }),
    response: envelope(z.array(headerMenuSchema)),
  }),

  // ── Showrooms and catalogue ───────────────────────────────────────────────────────────────
  getHomeShowcase: defineEndpoint({
    ...endpointRoutes.getHomeShowcase,
    summary:
      "The home page's pictures: each Inspired Designs room's products shown in their rooms and each home category's picture, from the showroom's catalogue (the whole catalogue without one).",
    origin: designed('§2 home page "Inspired Designs" and "Shop by category" pictures; no call is listed'),
    query: z.object(showroomQueryShape),
    response: envelope(homeShowcaseSchema),
  }),
  listFloorPlans: defineEndpoint({
    ...endpointRoutes.listFloorPlans,
    summary:
      'The floor plans, by room type then size, paged (§3 lists); room_type or room_group keeps those. Each with its openings, fixtures and surface areas in feet.',
    origin: designed('§1 "more than 50 floor plans"; §3 my_item.floorplan names one; no call is listed'),
    query: z.object({
      room_type: z.enum(roomTypes).optional(),
      room_group: z.enum(roomGroups).optional(),
      ...pageQueryShape,
    }),
    response: envelope(paginated(floorPlanSchema)),
  }),
  getFloorPlan: defineEndpoint({
    ...endpointRoutes.getFloorPlan,
    summary: 'One floor plan by its slug (as my_item.floorplan stores it); 404 when there is none.',
    origin: designed('§3 my_item.floorplan; no call is listed'),
    params: z.object({ slug: designSlugSchema }),
    response: envelope(floorPlanSchema),
  }),
  listFloorTemplates: defineEndpoint({
    ...endpointRoutes.listFloorTemplates,
    summary:
      "The templates (style presets), by room group then style, paged; room_group keeps one group's. With a showroom, each slot carries the showroom's product the style chooses (404 for an unknown showroom).",
    origin: designed('§1 "more than 100 templates"; §3 my_item.floorTemplate names one; no call is listed'),
    query: z.object({ room_group: z.enum(roomGroups).optional(), ...showroomQueryShape, ...pageQueryShape }),
    response: envelope(paginated(floorTemplateSchema)),
  }),
  getFloorTemplate: defineEndpoint({
    ...endpointRoutes.getFloorTemplate,
    summary:
      "One template by its slug, its slots filled from the named showroom's catalogue; 404 when there is none (or the showroom is unknown).",
    origin: designed('§3 my_item.floorTemplate; no call is listed'),
    params: z.object({ slug: designSlugSchema }),
    query: z.object(showroomQueryShape),
    response: envelope(floorTemplateSchema),
  }),
  searchShowrooms: defineEndpoint({
    ...endpointRoutes.searchShowrooms,
    summary: 'Showrooms whose ID or company name contains s (the lookup runs when s is longer than 2 or empty).',
    origin: spec,
    query: z.object({ s: z.string().optional(), ...pageQueryShape }),
    response: envelope(paginated(showroomSearchResultSchema)),
  }),
  getShowroomProfile: defineEndpoint({
    ...endpointRoutes.getShowroomProfile,
    summary: 'A showroom profile and its category tree; data.data is null when no showroom matches.',
    origin: spec,
    query: z.object({ ...showroomQueryShape, vsd_id: vsdIdSchema.optional() }),
    response: envelope(shopProfilePayloadSchema),
  }),
  listShowroomProducts: defineEndpoint({
    ...endpointRoutes.listShowroomProducts,
    summary:
      'Products of a category (and its children) in a showroom, paginated; sorted and filtered on request, with the facets the filters offer.',
    origin: spec,
    body: z.object({
      category: z.union([z.number().int().positive(), z.string().min(1)]),
      showroom: vsdIdSchema.optional(),
      page: z.number().int().positive().optional(),
      per_page: z.number().int().positive().max(100).optional(),
      ...productFilterShape,
    }),
    response: envelope(paginated(productSummarySchema).extend({ facets: productFacetsSchema })),
  }),
  searchProducts: defineEndpoint({
    ...endpointRoutes.searchProducts,
    summary:
      "The showroom's products matching q by name, brand, category, pattern or SKU, typo-tolerant, ranked best match first, filtered and paginated like a category's list.",
    origin: designed('issue 34: search; SPEC §2 has no search route'),
    body: productSearchRequestSchema,
    response: envelope(productSearchResultSchema),
  }),
  suggestProducts: defineEndpoint({
    ...endpointRoutes.suggestProducts,
    summary:
      "The search box's suggestions: the best few matches of q in the showroom, ranked as the search ranks them.",
    origin: designed('issue 34: search suggestions as you type'),
    query: productSuggestQuerySchema,
    response: envelope(productSuggestionsSchema),
  }),
  getProduct: defineEndpoint({
    ...endpointRoutes.getProduct,
    summary:
      'One product (pid: product id or hash; cid: category id; showroom: whose prices, else the 10 % minimum markup).',
    origin: spec,
    query: z.object({ pid: z.string().min(1), cid: idParamSchema.optional(), showroom: vsdIdSchema.optional() }),
    response: envelope(productSchema),
  }),
  topProducts: defineEndpoint({
    ...endpointRoutes.topProducts,
    summary: 'Top products of a showroom (home and product page sliders).',
    origin: spec,
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
    ...endpointRoutes.customerAlsoViewed,
    summary:
      'Up to 10 products most viewed by the people who viewed this one, then best sellers of its top-level category; [] if unknown.',
    origin: spec,
    body: z.object({ product_id: z.number().int().positive(), showroom: vsdIdSchema.optional() }),
    response: envelope(z.array(productSummarySchema)),
  }),
  recentlyViewed: defineEndpoint({
    ...endpointRoutes.recentlyViewed,
    summary:
      "The products of these ids that still exist, in the given order (the browser keeps the ids), at the showroom's prices.",
    origin: spec,
    body: z.object({ product_ids: z.array(z.number().int().positive()).max(50), showroom: vsdIdSchema.optional() }),
    response: envelope(z.array(productSummarySchema)),
  }),
  sampleRequest: defineEndpoint({
    ...endpointRoutes.sampleRequest,
    summary: 'The footer lead form.',
    origin: spec,
    body: leadRequestSchema,
    response: messageResponseSchema,
  }),
  /**
   * A contractor applies for a pro account. Refused (422 on `email`) while an application with
   * the same e-mail (case-insensitive) is still pending, and when the e-mail already belongs to
   * a Contractor or Designer account. The 201 says approval takes up to 24 hours.
   */
  contractorApplication: defineEndpoint({
    ...endpointRoutes.contractorApplication,
    summary:
      'A contractor applies for a pro account (license number required); one pending application per e-mail; approval within 24 hours.',
    origin: designed('§2 /register/contractor "screen not shown", §1 licensed contractors, approval up to 24 hours'),
    body: contractorApplicationRequestSchema,
    response: envelope(contractorApplicationSchema),
  }),

  // ── Cart and projects ─────────────────────────────────────────────────────────────────────
  /**
   * Cart access (every cart endpoint): a guest's cart is read and changed with its `cart_id`
   * alone (a long random handle the server issues; the temporary project id, a small number,
   * never opens a cart by itself). A signed-in customer's cart belongs to their project and
   * opens only for them. Any other cart answers 404 'Cart not found.'. Prices are the server's:
   * price or total fields a client sends are ignored.
   */
  getProjectCart: defineEndpoint({
    ...endpointRoutes.getProjectCart,
    summary:
      "A cart: the signed-in customer's project cart (project, else their current cart), or a guest's by cart_id (temp_project_id, when sent, must be the cart's).",
    origin: spec,
    query: z.object({
      project: idParamSchema.optional(),
      temp_project_id: idParamSchema.optional(),
      is_cart: queryFlagSchema.optional(),
      cart_id: cartIdSchema.optional(),
      ...showroomQueryShape,
    }),
    response: envelope(shoppingCartSchema),
  }),
  getCart: defineEndpoint({
    ...endpointRoutes.getCart,
    summary: "The cart of a stored cart id (guest carts, and the caller's own).",
    origin: designed('§7 "cart fetch when a cart id exists: path not shown"'),
    query: z.object({ cart_id: cartIdSchema }),
    response: envelope(shoppingCartSchema),
  }),
  syncToCart: defineEndpoint({
    ...endpointRoutes.syncToCart,
    summary:
      "Add a quantity of one product (and size) to the cart: to the line already holding it, else a new line. Without cart_id or project: the signed-in customer's current cart, or a new guest cart (its cart_id and temp_project_id come back to be stored).",
    origin: spec,
    body: cartLineInputSchema.extend({
      cart_id: cartIdSchema.optional(),
      project: z.number().int().positive().optional(),
      showroom: vsdIdSchema.optional(),
      action: z.literal('cart'),
      toast: z.boolean().optional(),
    }),
    response: envelope(shoppingCartSchema),
  }),
  syncToBulkCart: defineEndpoint({
    ...endpointRoutes.syncToBulkCart,
    summary: 'Add several lines at once, all or none (same cart choice and rules as sync_to_cart).',
    origin: spec,
    body: z.object({
      cart_id: cartIdSchema.optional(),
      project: z.number().int().positive().optional(),
      showroom: vsdIdSchema.optional(),
      items: z.array(cartLineInputSchema).min(1).max(MAX_CART_LINES_PER_REQUEST),
    }),
    response: envelope(shoppingCartSchema),
  }),
  updateCart: defineEndpoint({
    ...endpointRoutes.updateCart,
    summary:
      "Set a cart line's quantity (set, not add: sending the same value twice changes nothing, so a queue may resend its last value).",
    origin: spec,
    body: z.object({
      cart_id: cartIdSchema,
      line_id: z.number().int().positive(),
      quantity: z.number().int().min(1).max(MAX_CART_LINE_QUANTITY),
    }),
    response: envelope(shoppingCartSchema),
  }),
  updateProjectCart: defineEndpoint({
    ...endpointRoutes.updateProjectCart,
    summary: "Replace a project's cart lines (all or none; a product and size listed twice is refused).",
    origin: spec,
    body: z.object({
      project_id: z.number().int().positive(),
      items: z.array(cartLineInputSchema).max(MAX_CART_LINES_PER_REQUEST),
    }),
    response: envelope(shoppingCartSchema),
  }),
  removeCartLine: defineEndpoint({
    ...endpointRoutes.removeCartLine,
    summary: 'Remove a cart line; a line the cart does not have answers 404.',
    origin: spec,
    params: idParams,
    query: z.object({ cart_id: cartIdSchema, ...showroomQueryShape }),
    response: envelope(shoppingCartSchema),
  }),
  createProject: defineEndpoint({
    ...endpointRoutes.createProject,
    summary:
      "Create a project from the saved design item; with cart_id, the guest cart's lines move into the project's cart (merged: quantities of the same product and size add up). data is the new project id (stored by the browser).",
    origin: spec,
    body: z.object({
      my_item: savedItemSchema,
      name: z.string().min(1).max(100).optional(),
      cart_id: cartIdSchema.optional(),
    }),
    response: envelope(z.number().int().positive()),
  }),
  getProject: defineEndpoint({
    ...endpointRoutes.getProject,
    summary: 'A project with its extra info.',
    origin: spec,
    params: projectIdParamsSchema,
    response: envelope(projectSchema),
  }),
  updateProject: defineEndpoint({
    ...endpointRoutes.updateProject,
    summary: "Save a project's extra info (at most 64 KB as JSON).",
    origin: spec,
    params: projectIdParamsSchema,
    body: z.object({ extra_info: extraInfoSchema }),
    response: envelope(projectSchema),
  }),
  addProjectToCart: defineEndpoint({
    ...endpointRoutes.addProjectToCart,
    summary:
      "Attach a guest cart to the user's project after sign-in or registration: its lines merge into the project's cart. cart_id is required (the temporary project id alone cannot open a cart); re_temp_project_id must be that cart's.",
    origin: designed('§7 "add project to cart (path not shown)"'),
    body: z.object({
      re_temp_project_id: z.number().int().positive(),
      project_id: z.number().int().positive(),
      /** Optional in the schema only so older callers still compile; the server answers 422 without it. */
      cart_id: cartIdSchema.optional(),
    }),
    response: envelope(shoppingCartSchema),
  }),
  listChecklistProjects: defineEndpoint({
    ...endpointRoutes.listChecklistProjects,
    summary:
      "The customer's projects (My Projects), newest first, each with its showroom, share, checklist and designer counts.",
    origin: spec,
    response: envelope(z.array(projectOverviewSchema)),
  }),
  getChecklist: defineEndpoint({
    ...endpointRoutes.getChecklist,
    summary:
      "A project's checklist, oldest entry first (the owner's projects only; another's answers 404). The path's id is the project's.",
    origin: spec,
    params: idParams,
    response: envelope(checklistResultSchema),
  }),
  addChecklistItems: defineEndpoint({
    ...endpointRoutes.addChecklistItems,
    summary:
      "Add entries to a project's checklist; a title already there (trimmed, any case) is skipped; append_items says whether anything new was added.",
    origin: spec,
    body: z.object({
      project_id: z.number().int().positive(),
      items: z.array(checklistItemInputSchema).min(1).max(MAX_CHECKLIST_ITEMS_PER_REQUEST),
    }),
    response: envelope(checklistResultSchema),
  }),
  updateChecklistItem: defineEndpoint({
    ...endpointRoutes.updateChecklistItem,
    summary:
      "Rename or tick a checklist entry of one of your projects (at least one of title, is_done). The path's id is the entry's.",
    origin: spec,
    params: idParams,
    body: z
      .object({
        title: z.string().trim().min(1).max(MAX_CHECKLIST_TITLE_LENGTH).optional(),
        is_done: z.boolean().optional(),
      })
      .refine((body) => body.title !== undefined || body.is_done !== undefined, {
        path: ['is_done'],
        message: projectToolMessages.checklistNothingToChange,
      }),
    response: envelope(checklistItemSchema),
  }),
  shareProjectToContractor: defineEndpoint({
    ...endpointRoutes.shareProjectToContractor,
    summary:
      "Share a project with its showroom's owner, who may then read its chat and post to it (again: nothing changes). 422 without a showroom.",
    origin: spec,
    params: projectIdParamsSchema,
    response: envelope(projectShareSchema),
  }),
  listProjectChats: defineEndpoint({
    ...endpointRoutes.listProjectChats,
    summary:
      'Chat messages of the projects the caller may chat on (own, shared with them, hired for), newest first; t=files gives the room files instead.',
    origin: spec,
    query: z.object({ project_id: idParamSchema.optional(), t: z.literal('files').optional(), ...pageQueryShape }),
    response: envelope(paginated(z.union([projectChatMessageSchema, roomFileSchema]))),
  }),
  getProjectChat: defineEndpoint({
    ...endpointRoutes.getProjectChat,
    summary:
      "A project's chat, oldest first: data.Project_chats and data.room_files (owner, the contractor it is shared with, hired designers; else 404).",
    origin: spec,
    params: projectIdParamsSchema,
    response: envelope(projectChatSchema),
  }),
  sendProjectChat: defineEndpoint({
    ...endpointRoutes.sendProjectChat,
    summary:
      'Post a chat message, a room file (§5 image rule, base64 in pieces), or both, to a project the caller may chat on.',
    origin: spec,
    body: z
      .object({
        project_id: z.number().int().positive(),
        message: z.string().trim().min(1).max(MAX_CHAT_MESSAGE_LENGTH).optional(),
        file: roomFileUploadSchema.optional(),
      })
      .refine((body) => body.message !== undefined || body.file !== undefined, {
        path: ['message'],
        message: projectToolMessages.chatEmpty,
      }),
    response: envelope(projectChatPostSchema),
  }),
  hireDesigner: defineEndpoint({
    ...endpointRoutes.hireDesigner,
    summary: 'Hire a designer for one of your projects (again: nothing changes); data.designers is the updated list.',
    origin: spec,
    body: z.object({ project: z.number().int().positive(), designer_id: z.number().int().positive() }),
    response: envelope(z.object({ designers: z.array(designerSchema) })),
  }),
  listDesigners: defineEndpoint({
    ...endpointRoutes.listDesigners,
    summary: 'Designers available for a project (hired ones flagged).',
    origin: spec,
    query: z.object({ project: idParamSchema }),
    response: envelope(z.object({ designers: z.array(designerSchema) })),
  }),

  // ── Orders (§2 Order screens, §4 Order item status) ─────────────────────────────────────
  listOrders: defineEndpoint({
    ...endpointRoutes.listOrders,
    summary:
      "Orders the caller may see, newest first, paged (§3): a customer's own; a vendor's with its items; a Contractor's or Designer's from its showroom; all for Admin; with the caller's §6 profit. `status` keeps orders with an item (of those the caller sees) in that status, `search` those whose order number contains the text. `payout` is the §9 payout summary of a pro's items (null for a customer).",
    origin: designed('§2 Order screens: the order list is used but not listed'),
    query: z.object({ ...pageQueryShape, ...orderListFilterShape }),
    response: envelope(paginated(orderSummarySchema).extend({ payout: payoutSummarySchema.nullable() })),
  }),
  listOrderItems: defineEndpoint({
    ...endpointRoutes.listOrderItems,
    summary:
      'The Order Items modal: an order and the items the caller may see (Vendors only their own), each with its §6 profit; 404 for an order the caller may not see.',
    origin: designed('§2 Order screens: "Order Items" modal'),
    params: z.object({ orderId: idParamSchema }),
    response: envelope(orderWithItemsSchema),
  }),
  updateOrderItemStatus: defineEndpoint({
    ...endpointRoutes.updateOrderItemStatus,
    summary:
      "Change an order item's status, if it still is `expected_status`: 409 (message, errors.status) when someone changed it meanwhile; 422 (errors.status) when the §4 rules (@showroom/machines' canChangeStatus) do not allow it for the caller's role; 404 for an item the caller may not see (a vendor's own items, a showroom's items for its Contractor or Designer, any for Admin). The change is recorded in the item's status history and notifies the customer. Answers the item as the caller now sees it.",
    origin: designed('§4 order-item status selector'),
    params: idParams,
    body: orderItemStatusUpdateSchema,
    response: envelope(orderItemDetailSchema),
  }),
  cancelOrderItem: defineEndpoint({
    ...endpointRoutes.cancelOrderItem,
    summary:
      "The customer cancels an item of their own order (§9: within 60 minutes of ordering, while it has not been handed over for shipping), if it still is `expected_status`: the item becomes 'Cancle' (shown to customers as Cancelled) and is refunded in full. 422 (errors.status) when @showroom/machines' canCancelItem refuses, with its reason; 409 when the item's status changed meanwhile; 404 for an item not in the caller's orders. Recorded in the item's status history; the vendor is notified. Answers the item as the customer now sees it.",
    origin: designed('§9 cancellation within 60 minutes'),
    params: idParams,
    body: orderItemCancelSchema,
    response: envelope(orderItemDetailSchema),
  }),
  requestOrderItemReturn: defineEndpoint({
    ...endpointRoutes.requestOrderItemReturn,
    summary:
      "The customer asks to return a delivered item of their own order (§9: within 12 days of delivery) with a reason, if it still is `expected_status`: the item becomes 'Return Request' and the vendor and Admin act on it with the status selector. 422 (errors.status or errors.reason) when @showroom/machines' canRequestReturn refuses or the reason is empty or longer than 500 characters; 409 when the status changed meanwhile; 404 for an item not in the caller's orders. Answers the item as the customer now sees it.",
    origin: designed('§9 returns within 12 days'),
    params: idParams,
    body: orderItemReturnRequestSchema,
    response: envelope(orderItemDetailSchema),
  }),
  placeOrder: defineEndpoint({
    ...endpointRoutes.placeOrder,
    summary:
      "Place the cart's order (card payment in USD, US shipping), priced by the server. Idempotent per idempotency_key: a repeat answers the first order. 402 when the card is declined (message and errors.payment), 409 when the cart was checked out meanwhile, 502 when the payment provider fails; nothing is created or charged then.",
    origin: designed('§2 /checkout, /checkout-payment, /thankyou'),
    body: checkoutRequestSchema,
    response: envelope(placedOrderSchema),
  }),

  // ── AI room design (§1, §7) ───────────────────────────────────────────────────────────────
  getAiCredits: defineEndpoint({
    ...endpointRoutes.getAiCredits,
    summary: "The AI user's remaining and used credits.",
    origin: spec,
    response: envelope(aiCreditsSchema),
  }),
  getAiUser: defineEndpoint({
    ...endpointRoutes.getAiUser,
    summary: 'The signed-in AI user; when it cannot be loaded the AI session drops the AI token (§4).',
    origin: spec,
    response: envelope(aiUserSchema),
  }),
  aiDesign: defineEndpoint({
    ...endpointRoutes.aiDesign,
    summary: 'AI login (action=login) or AI registration (action=register).',
    origin: spec,
    body: aiDesignRequestSchema,
    response: envelope(aiSessionSchema),
  }),
  aiResendVerificationEmail: defineEndpoint({
    ...endpointRoutes.aiResendVerificationEmail,
    summary:
      'Send the AI account verification e-mail again; at most once a minute per account, else 429 with retry_after (seconds left).',
    origin: spec,
    response: messageResponseSchema,
  }),
  aiVerifyEmail: defineEndpoint({
    ...endpointRoutes.aiVerifyEmail,
    summary: 'Confirm the AI account e-mail address.',
    origin: spec,
    params: tokenParams,
    response: messageResponseSchema,
  }),
  aiGenerateDesign: defineEndpoint({
    ...endpointRoutes.aiGenerateDesign,
    summary:
      'Generate a room design with the configured AI provider (one credit). Without a provider: 503 "AI design is not available on this server."; no credits left: 422 on credits.',
    origin: designed('§1 AI room design; §7 gives /api/AI/design to AI sign-in and registration only'),
    body: aiGenerateDesignRequestSchema,
    response: envelope(aiGeneratedDesignSchema),
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export const endpointNames = Object.keys(endpoints) as EndpointName[];
