import {
  aiSignedIn,
  publicAccess,
  signedIn,
  type EndpointAuth,
  type EndpointRequirement,
  type HttpMethod,
} from './endpoint.ts';

/**
 * What a client needs to call an endpoint, and nothing else: no schemas, so no zod.
 * `endpoints.ts` builds every contract record from its route here (`...endpointRoutes.login`),
 * so method, path, auth, success status and requirement are written once, and the lite client
 * (`@showroom/api/client`) can route calls without loading the schemas.
 */
export interface EndpointRoute {
  readonly method: HttpMethod;
  /** OpenAPI-style template: `/api/projectCart/{projectId}`. */
  readonly path: string;
  readonly auth: EndpointAuth;
  readonly successStatus: 200 | 201;
  readonly requires?: EndpointRequirement;
}

/** Every endpoint's route, in the order of the `endpoints` table (a test keeps the two in step). */
export const endpointRoutes = {
  // ── Session and account (§4 Authentication, §6) ────────────────────────────────────────────
  getAuthUser: { method: 'GET', path: '/api/authuser', auth: signedIn(), successStatus: 200 },
  login: { method: 'POST', path: '/api/login', auth: publicAccess, successStatus: 200 },
  register: { method: 'POST', path: '/api/register', auth: publicAccess, successStatus: 201 },
  socialLogin: { method: 'POST', path: '/api/sociallogin/{provider}', auth: publicAccess, successStatus: 200 },
  logout: { method: 'POST', path: '/api/logout', auth: signedIn(), successStatus: 200 },
  resendVerificationEmail: { method: 'GET', path: '/api/email/resend', auth: signedIn(), successStatus: 200 },
  verifyEmail: { method: 'GET', path: '/api/email/verify/{token}', auth: publicAccess, successStatus: 200 },
  oneTimeCode: { method: 'GET', path: '/api/login/verify_otp', auth: signedIn('Admin'), successStatus: 200 },
  getProfile: { method: 'GET', path: '/api/profile', auth: signedIn(), successStatus: 200 },
  updateProfile: { method: 'PUT', path: '/api/profile', auth: signedIn(), successStatus: 200 },
  getPayoutSettings: {
    method: 'GET',
    path: '/api/payout_setup',
    auth: signedIn('Vendor', 'Contractor', 'Designer'),
    successStatus: 200,
  },
  updatePayoutSettings: {
    method: 'PUT',
    path: '/api/payout_setup',
    auth: signedIn('Vendor', 'Contractor', 'Designer'),
    successStatus: 200,
  },
  // The pro's own showroom and its prices (designed: issue 35; §1, §5, §9 markup and coupon).
  getMyShowroom: {
    method: 'GET',
    path: '/api/pro/showroom',
    auth: signedIn('Contractor', 'Designer'),
    successStatus: 200,
  },
  updateShowroomPricing: {
    method: 'PUT',
    path: '/api/pro/showroom/pricing',
    auth: signedIn('Contractor', 'Designer'),
    successStatus: 200,
  },
  // Passwords (designed: §2 screens /reset_password, /password_reset, /change_password).
  forgotPassword: { method: 'POST', path: '/api/password/forgot', auth: publicAccess, successStatus: 200 },
  resetPassword: { method: 'POST', path: '/api/password/reset', auth: publicAccess, successStatus: 200 },
  changePassword: { method: 'POST', path: '/api/change_password', auth: signedIn(), successStatus: 200 },
  listNotifications: { method: 'GET', path: '/api/notification', auth: signedIn(), successStatus: 200 },
  markNotificationRead: { method: 'PUT', path: '/api/notification/{id}', auth: signedIn(), successStatus: 200 },

  // ── Shop start-up (§1, §7 "paths not shown") ─────────────────────────────────────────────
  getSettings: { method: 'GET', path: '/api/setting', auth: publicAccess, successStatus: 200 },
  getShop: { method: 'GET', path: '/api/shop', auth: publicAccess, successStatus: 200 },
  getShopSettings: { method: 'GET', path: '/api/shop/settings', auth: publicAccess, successStatus: 200 },
  // §8: "Menu load without showroom and vsd_id: no call made".
  getMenuCategories: {
    method: 'GET',
    path: '/api/menu_category',
    auth: publicAccess,
    successStatus: 200,
    requires: { oneOfQuery: ['showroom', 'vsd_id'], message: 'The showroom or vsd_id field is required.' },
  },

  // ── Showrooms and catalogue ───────────────────────────────────────────────────────────────
  getHomeShowcase: { method: 'GET', path: '/api/home/showcase', auth: publicAccess, successStatus: 200 },
  // ── The visualizer: floor plans and templates ─────────────────────────────────────────────
  listFloorPlans: { method: 'GET', path: '/api/visualizer/floorplans', auth: publicAccess, successStatus: 200 },
  getFloorPlan: { method: 'GET', path: '/api/visualizer/floorplan/{slug}', auth: publicAccess, successStatus: 200 },
  listFloorTemplates: { method: 'GET', path: '/api/visualizer/templates', auth: publicAccess, successStatus: 200 },
  getFloorTemplate: {
    method: 'GET',
    path: '/api/visualizer/template/{slug}',
    auth: publicAccess,
    successStatus: 200,
  },
  searchShowrooms: { method: 'GET', path: '/api/visualization/showrooms', auth: publicAccess, successStatus: 200 },
  getShowroomProfile: {
    method: 'GET',
    path: '/api/visualization/shop_profile',
    auth: publicAccess,
    successStatus: 200,
  },
  listShowroomProducts: { method: 'POST', path: '/api/visualization/products', auth: publicAccess, successStatus: 200 },
  // Designed (issue 34): product search, and its suggestions as you type.
  searchProducts: { method: 'POST', path: '/api/products/search', auth: publicAccess, successStatus: 200 },
  suggestProducts: { method: 'GET', path: '/api/products/suggest', auth: publicAccess, successStatus: 200 },
  getProduct: { method: 'GET', path: '/api/public', auth: publicAccess, successStatus: 200 },

  topProducts: { method: 'POST', path: '/api/top_products/', auth: publicAccess, successStatus: 200 },
  customerAlsoViewed: { method: 'POST', path: '/api/customer_also_viewed/', auth: publicAccess, successStatus: 200 },
  recentlyViewed: { method: 'POST', path: '/api/recently_viewed/', auth: publicAccess, successStatus: 200 },
  sampleRequest: { method: 'POST', path: '/api/sample_request', auth: publicAccess, successStatus: 201 },
  // §2 /register/contractor, §1: licensed contractors apply; approval within 24 hours.
  contractorApplication: {
    method: 'POST',
    path: '/api/contractor_application',
    auth: publicAccess,
    successStatus: 201,
  },

  // ── Cart and projects ─────────────────────────────────────────────────────────────────────
  getProjectCart: { method: 'GET', path: '/api/projectCart', auth: publicAccess, successStatus: 200 },
  getCart: { method: 'GET', path: '/api/cart', auth: publicAccess, successStatus: 200 },
  syncToCart: { method: 'POST', path: '/api/projectCart/sync_to_cart', auth: publicAccess, successStatus: 200 },
  syncToBulkCart: {
    method: 'POST',
    path: '/api/projectCart/sync_to_bulk_cart',
    auth: publicAccess,
    successStatus: 200,
  },
  updateCart: { method: 'POST', path: '/api/projectCart/update_cart', auth: publicAccess, successStatus: 200 },
  updateProjectCart: {
    method: 'POST',
    path: '/api/projectCart/update_project_cart',
    auth: signedIn('User'),
    successStatus: 200,
  },
  removeCartLine: { method: 'DELETE', path: '/api/cart/destroy/{id}', auth: publicAccess, successStatus: 200 },
  createProject: { method: 'POST', path: '/api/projectCart', auth: signedIn('User'), successStatus: 201 },
  getProject: { method: 'GET', path: '/api/projectCart/{projectId}', auth: signedIn('User'), successStatus: 200 },
  updateProject: { method: 'PUT', path: '/api/projectCart/{projectId}', auth: signedIn('User'), successStatus: 200 },
  addProjectToCart: {
    method: 'POST',
    path: '/api/projectCart/add_project_to_cart',
    auth: signedIn('User'),
    successStatus: 200,
  },
  listChecklistProjects: { method: 'GET', path: '/api/projectChecklist', auth: signedIn('User'), successStatus: 200 },
  getChecklist: {
    method: 'GET',
    // The spec's {projectId}: one name with the PUT's {id}, as OpenAPI requires of one path.
    path: '/api/projectChecklist/{id}',
    auth: signedIn('User'),
    successStatus: 200,
  },
  addChecklistItems: { method: 'POST', path: '/api/projectChecklist', auth: signedIn('User'), successStatus: 201 },
  updateChecklistItem: {
    method: 'PUT',
    path: '/api/projectChecklist/{id}',
    auth: signedIn('User'),
    successStatus: 200,
  },
  shareProjectToContractor: {
    method: 'GET',
    path: '/api/project/share_to_contractor/{projectId}',
    auth: signedIn('User'),
    successStatus: 200,
  },
  listProjectChats: {
    method: 'GET',
    path: '/api/projectChat',
    auth: signedIn('User', 'Contractor', 'Designer'),
    successStatus: 200,
  },
  getProjectChat: {
    method: 'GET',
    path: '/api/projectChat/{projectId}',
    auth: signedIn('User', 'Contractor', 'Designer'),
    successStatus: 200,
  },
  sendProjectChat: {
    method: 'POST',
    path: '/api/projectChat',
    auth: signedIn('User', 'Contractor', 'Designer'),
    successStatus: 201,
  },
  hireDesigner: { method: 'POST', path: '/api/hire_designer', auth: signedIn('User'), successStatus: 200 },
  listDesigners: { method: 'GET', path: '/api/hire_designer', auth: signedIn('User'), successStatus: 200 },

  // ── Orders (§2 Order screens, §4 Order item status) ─────────────────────────────────────
  listOrders: { method: 'GET', path: '/api/orders', auth: signedIn(), successStatus: 200 },
  listOrderItems: { method: 'GET', path: '/api/orders/{orderId}/items', auth: signedIn(), successStatus: 200 },
  updateOrderItemStatus: {
    method: 'PUT',
    path: '/api/order_items/{id}/status',
    auth: signedIn('Vendor', 'Contractor', 'Designer', 'Admin'),
    successStatus: 200,
  },
  cancelOrderItem: {
    method: 'POST',
    path: '/api/order_items/{id}/cancel',
    auth: signedIn('User'),
    successStatus: 200,
  },
  requestOrderItemReturn: {
    method: 'POST',
    path: '/api/order_items/{id}/return',
    auth: signedIn('User'),
    successStatus: 200,
  },
  placeOrder: { method: 'POST', path: '/api/checkout', auth: signedIn('User'), successStatus: 201 },

  // ── AI room design (§1, §7) ───────────────────────────────────────────────────────────────
  getAiCredits: { method: 'POST', path: '/api/AI/get_credits', auth: aiSignedIn, successStatus: 200 },
  getAiUser: { method: 'GET', path: '/api/AI/get_user', auth: aiSignedIn, successStatus: 200 },
  aiDesign: { method: 'POST', path: '/api/AI/design', auth: publicAccess, successStatus: 200 },
  aiResendVerificationEmail: {
    method: 'GET',
    path: '/api/AI/design/email/resend',
    auth: aiSignedIn,
    successStatus: 200,
  },
  aiVerifyEmail: { method: 'GET', path: '/api/AI/design/email/verify/{token}', auth: publicAccess, successStatus: 200 },
  aiGenerateDesign: { method: 'POST', path: '/api/AI/design/generate', auth: aiSignedIn, successStatus: 200 },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointRoutes = typeof endpointRoutes;
