import type { EndpointName, EndpointRequest } from '../contract/index.ts';

/** Who makes a sample call: a demo account by e-mail, 'ai' (the AI account) or nobody. */
export type SampleCaller = 'guest' | 'ai' | `${string}@demo.test`;

export interface SampleRequest<Name extends EndpointName> {
  readonly as: SampleCaller;
  readonly input: EndpointRequest<Name>;
}

/**
 * One valid call per endpoint against the demo world. Typed as a complete map, so adding an
 * endpoint without a sample is a compile error; the mock tests send each through the real
 * client with response validation on.
 */
export const sampleRequests: { readonly [Name in EndpointName]: SampleRequest<Name> } = {
  getAuthUser: { as: 'customer@demo.test', input: {} },
  login: { as: 'guest', input: { body: { email: 'customer@demo.test', password: 'Demo-pass-2026' } } },
  register: {
    as: 'guest',
    input: {
      body: {
        first_name: 'Nina',
        last_name: 'Park',
        full_name: 'Nina Park',
        email: 'nina.park@demo.test',
        password: 'long-enough-1',
        country_code: '+1',
        phone_number: '2135550199',
        zip_code: '90012',
        agree: true,
        shipping_street: '1 Main St',
        shipping_city: 'Los Angeles',
        shipping_state: 'CA',
        shipping_zip_code: '90012',
        shop_id: 'DEMO0001',
      },
    },
  },
  socialLogin: { as: 'guest', input: { params: { provider: 'google' }, body: { data: { access_token: 'x' } } } },
  logout: { as: 'customer@demo.test', input: {} },
  resendVerificationEmail: { as: 'unverified@demo.test', input: {} },
  verifyEmail: { as: 'guest', input: { params: { token: 'demo-verify-8' } } },
  oneTimeCode: { as: 'admin@demo.test', input: { query: { otp: '246810' } } },
  getProfile: { as: 'customer@demo.test', input: { query: { checkout: '1' } } },
  updateProfile: {
    as: 'customer@demo.test',
    input: {
      body: {
        checkout: 1,
        shipping_address: { street: '9 Pine St', city: 'Los Angeles', state: 'CA', zip_code: '90012', apartment: null },
      },
    },
  },
  getPayoutSettings: { as: 'contractor@demo.test', input: {} },
  updatePayoutSettings: {
    as: 'vendor@demo.test',
    input: {
      body: {
        account_holder_name: 'Priya Nair',
        bank_name: 'First Pacific Bank',
        routing_number: '121000248',
        account_number: '000123456789',
        account_type: 'savings',
      },
    },
  },
  getMyShowroom: { as: 'contractor@demo.test', input: {} },
  updateShowroomPricing: {
    as: 'contractor@demo.test',
    input: { body: { markup_percent: 25, coupon_percent: 5 } },
  },
  forgotPassword: { as: 'guest', input: { body: { email: 'customer@demo.test' } } },
  resetPassword: {
    as: 'guest',
    input: {
      body: {
        email: 'customer@demo.test',
        token: 'demo-reset-customer',
        password: 'New-pass-2026',
        password_confirmation: 'New-pass-2026',
      },
    },
  },
  changePassword: {
    as: 'customer@demo.test',
    input: {
      body: { current_password: 'Demo-pass-2026', password: 'New-pass-2026', password_confirmation: 'New-pass-2026' },
    },
  },
  listNotifications: { as: 'customer@demo.test', input: { query: { pending: '1' } } },
  markNotificationRead: { as: 'customer@demo.test', input: { params: { id: 1401 } } },
  getSettings: { as: 'guest', input: {} },
  getShop: { as: 'guest', input: { query: { shop_id: 'DEMO0001' } } },
  getShopSettings: { as: 'guest', input: { query: { shop_id: 1 } } },
  getMenuCategories: { as: 'guest', input: { query: { vsd_id: 'OAKS2026' } } },
  getHomeShowcase: { as: 'guest', input: { query: { showroom: 'DEMO0001' } } },
  searchShowrooms: { as: 'guest', input: { query: { s: 'DEMO0001' } } },
  listFloorPlans: { as: 'guest', input: { query: { room_group: 'kitchen', page: 2 } } },
  getFloorPlan: { as: 'guest', input: { params: { slug: 'kitchen-l-12x14' } } },
  listFloorTemplates: { as: 'guest', input: { query: { room_group: 'kitchen', showroom: 'DEMO0001' } } },
  getFloorTemplate: {
    as: 'guest',
    input: { params: { slug: 'spa-marble-bathroom' }, query: { showroom: 'DEMO0001' } },
  },
  getShowroomProfile: { as: 'guest', input: { query: { vsd_id: 'DEMO0001' } } },
  listShowroomProducts: { as: 'guest', input: { body: { category: 'kitchen-sinks', showroom: 'DEMO0001' } } },
  searchProducts: { as: 'guest', input: { body: { q: 'tiel', showroom: 'DEMO0001' } } },
  suggestProducts: { as: 'guest', input: { query: { q: 'porc', showroom: 'DEMO0001' } } },
  getProduct: { as: 'guest', input: { query: { pid: '1001' } } },
  topProducts: { as: 'guest', input: { body: { showroom: 'DEMO0001' } } },
  customerAlsoViewed: { as: 'guest', input: { body: { product_id: 1001 } } },
  recentlyViewed: { as: 'guest', input: { body: { product_ids: [1003, 1001, 99] } } },
  sampleRequest: {
    as: 'guest',
    input: {
      body: {
        full_name: 'Nina Park',
        email: 'nina@demo.test',
        phone_number: '2135550199',
        action: 'handle-external-form-submission',
        lead_type: 'Pop-Ups',
        shop_profile_id: 1,
      },
    },
  },
  contractorApplication: {
    as: 'guest',
    input: {
      body: {
        full_name: 'Marco Diaz',
        company_name: 'Diaz Remodeling LLC',
        email: 'marco@diaz-remodeling.example',
        country_code: '+1',
        phone_number: '(213) 555-0142',
        license_number: 'CSLB #1045821',
        message: 'Kitchens and baths in Los Angeles County.',
      },
    },
  },
  getProjectCart: { as: 'customer@demo.test', input: { query: { project: 701 } } },
  getCart: { as: 'guest', input: { query: { cart_id: 'demo-guest-cart' } } },
  syncToCart: {
    as: 'guest',
    input: { body: { product_id: 1001, quantity: 2, showroom: 'DEMO0001', action: 'cart', toast: true } },
  },
  syncToBulkCart: {
    as: 'guest',
    input: { body: { cart_id: 'demo-guest-cart', showroom: 'DEMO0001', items: [{ product_id: 1002, quantity: 1 }] } },
  },
  updateCart: { as: 'guest', input: { body: { cart_id: 'demo-guest-cart', line_id: 9004, quantity: 3 } } },
  updateProjectCart: {
    as: 'customer@demo.test',
    input: { body: { project_id: 702, items: [{ product_id: 1005, quantity: 1 }] } },
  },
  removeCartLine: { as: 'customer@demo.test', input: { params: { id: 9001 }, query: { cart_id: 'demo-cart-0001' } } },
  createProject: {
    as: 'customer@demo.test',
    input: { body: { my_item: { showroom: 'DEMO0001', floorplan: 'galley', floorTemplate: 'modern' } } },
  },
  getProject: { as: 'customer@demo.test', input: { params: { projectId: 701 } } },
  updateProject: {
    as: 'customer@demo.test',
    input: { params: { projectId: 701 }, body: { extra_info: { wall: 'sage' } } },
  },
  addProjectToCart: {
    as: 'customer@demo.test',
    input: { body: { re_temp_project_id: 801, project_id: 702, cart_id: 'demo-guest-cart' } },
  },
  listChecklistProjects: { as: 'customer@demo.test', input: {} },
  getChecklist: { as: 'customer@demo.test', input: { params: { id: 701 } } },
  addChecklistItems: {
    as: 'customer@demo.test',
    input: { body: { project_id: 701, items: [{ title: 'Choose grout colour' }] } },
  },
  updateChecklistItem: { as: 'customer@demo.test', input: { params: { id: 1102 }, body: { is_done: true } } },
  shareProjectToContractor: { as: 'customer@demo.test', input: { params: { projectId: 701 } } },
  listProjectChats: { as: 'contractor@demo.test', input: { query: { t: 'files' } } },
  getProjectChat: { as: 'customer@demo.test', input: { params: { projectId: 701 } } },
  sendProjectChat: { as: 'contractor@demo.test', input: { body: { project_id: 701, message: 'Samples are ready.' } } },
  hireDesigner: { as: 'customer@demo.test', input: { body: { project: 701, designer_id: 22 } } },
  listDesigners: { as: 'customer@demo.test', input: { query: { project: 701 } } },
  listOrders: { as: 'vendor@demo.test', input: { query: { page: 1 } } },
  listOrderItems: { as: 'customer@demo.test', input: { params: { orderId: 3001 } } },
  updateOrderItemStatus: {
    as: 'admin@demo.test',
    input: { params: { id: 5001 }, body: { status: 'Shipped', expected_status: 'Waiting for approval' } },
  },
  // The demo customer's after-sales orders (demo/dataset.ts): 5101 placed 20 minutes before
  // DEMO_NOW, 5102 delivered 3 days before it, so both are open in the mocks' frozen world.
  cancelOrderItem: {
    as: 'customer@demo.test',
    input: { params: { id: 5101 }, body: { expected_status: 'Waiting for approval' } },
  },
  requestOrderItemReturn: {
    as: 'customer@demo.test',
    input: {
      params: { id: 5102 },
      body: { expected_status: 'Delivered', reason: 'Two boxes arrived with cracked tiles.' },
    },
  },
  placeOrder: {
    as: 'customer@demo.test',
    input: {
      body: {
        cart_id: 'demo-cart-0001',
        idempotency_key: 'sample-checkout-attempt-0001',
        shipping_address: {
          street: '742 Sunset Blvd',
          city: 'Los Angeles',
          state: 'CA',
          zip_code: '90012',
          apartment: null,
        },
      },
    },
  },
  getAiCredits: { as: 'ai', input: {} },
  getAiUser: { as: 'ai', input: {} },
  aiDesign: { as: 'guest', input: { body: { action: 'login', email: 'ai@demo.test', password: 'Demo-pass-2026' } } },
  aiResendVerificationEmail: { as: 'ai', input: {} },
  aiVerifyEmail: { as: 'guest', input: { params: { token: 'demo-ai-verify-1' } } },
  // Answers 503 without the aiDesignProvider scenario, as the reference server without a provider.
  aiGenerateDesign: {
    as: 'ai',
    input: { body: { room_type: 'kitchen', prompt: 'Warm white oak cabinets and brass handles', style: 'modern' } },
  },
};
