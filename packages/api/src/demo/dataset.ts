import { MIN_MARKUP_PERCENT, priceOrderItem, roundToCents } from '@showroom/domain';
import {
  cartShippingChargeCents,
  orderItemStatuses,
  type Cart,
  type CartLine,
  type Category,
  type ChecklistItem,
  type Designer,
  type HeaderMenu,
  type Notification,
  type Order,
  type OrderItem,
  type PayoutSettings,
  type Product,
  type Project,
  type ProjectChatMessage,
  type RoomFile,
  type ShippingAddress,
  type ShopSettings,
  type ShowroomProfile,
  type SiteSettings,
  type PaymentDetails,
  orderPagePath,
} from '../contract/index.ts';
import { buildCatalog } from './catalog.ts';
import { demoImagePath } from './images.ts';
import { createRandom } from './random.ts';
import { demoTimestamp } from './time.ts';
import { buildAiUsers, buildUsers, designerImage, type DemoAiUser, type DemoUser } from './users.ts';
import { buildProductViews, type DemoProductView } from './views.ts';

/** A showroom of the demo world: its §3 profile and which home categories it carries. */
export interface DemoShowroom {
  readonly profile: ShowroomProfile;
  readonly settings: ShopSettings;
  /** Ids of the home categories (1–21) the showroom shows. */
  readonly categoryIds: readonly number[];
}

export interface DemoDataset {
  readonly users: DemoUser[];
  readonly aiUsers: DemoAiUser[];
  readonly showrooms: DemoShowroom[];
  /** The 21 home categories with their children (§2). */
  readonly categories: Category[];
  /** The header menus: departments with their categories. */
  readonly menus: HeaderMenu[];
  readonly products: Product[];
  /** Product page views by demo visitor sessions and demo customers ("customers also viewed"). */
  readonly productViews: DemoProductView[];
  readonly orders: Order[];
  readonly orderItems: OrderItem[];
  /**
   * Orders whose times count against today's clock (§9: cancel within 60 minutes of ordering,
   * return within 12 days of delivery). The reference server's seed moves them and their items'
   * status dates to the moment it seeds, at the same distance from it as from DEMO_NOW, so a
   * freshly seeded server offers the same cancel and return the mocks do.
   */
  readonly clockRelativeOrderIds: readonly number[];
  readonly projects: (Project & { readonly user_id: number })[];
  readonly carts: Cart[];
  readonly checklistItems: ChecklistItem[];
  readonly chatMessages: ProjectChatMessage[];
  readonly roomFiles: RoomFile[];
  /** Designers to hire; `user_id` is the designer's own account, when they have one (they may then chat). */
  readonly designers: (Designer & { readonly user_id: number | null })[];
  /** Designers hired per project (Designer.hired is true for these, per project). */
  readonly designerHires: { project_id: number; designer_id: number; hired_at: string }[];
  /** Projects their customer shared with the showroom's owner (§7 share_to_contractor). */
  readonly projectShares: { project_id: number; shared_at: string }[];
  readonly notifications: (Notification & { readonly user_id: number })[];
  readonly shippingAddresses: { user_id: number; address: ShippingAddress }[];
  readonly paymentDetails: { user_id: number; details: PaymentDetails }[];
  readonly payoutSettings: { user_id: number; settings: PayoutSettings }[];
  readonly settings: SiteSettings;
  /** §9 flat shipping charge in USD the demo applies to every order (free nationwide delivery is a marketing claim, §1). */
  readonly shippingCharge: number;
}

const SHIPPING_CHARGE = 0;

function showroom(
  id: number,
  owner: DemoUser,
  options: {
    customAddon: 0 | 1;
    is3d: boolean;
    plan: string;
    markup: number;
    coupon: number | null;
    categoryIds: number[];
  },
): DemoShowroom {
  const shop = owner.shop_profile;
  if (!shop) throw new Error(`User ${owner.email} has no shop profile`);
  return {
    profile: {
      id,
      user_id: owner.id,
      vsd_id: shop.vsd_id,
      company_name: shop.company_name,
      theme_color: shop.theme_color,
      business_logo: shop.business_logo,
      basic_addon: { subscription_status: 1 },
      custom_addon: { subscription_status: options.customAddon },
      showroom_subscription: { subscription_status: 1, plan: options.plan },
      is_3d: options.is3d,
    },
    settings: {
      shop_id: id,
      vsd_id: shop.vsd_id,
      markup_percent: options.markup,
      coupon_percent: options.coupon,
      currency: 'USD',
      shipping_countries: ['US'],
      new_layout: true,
    },
    categoryIds: options.categoryIds,
  };
}

const addresses: Record<number, ShippingAddress> = {
  2: { street: '742 Sunset Blvd', city: 'Los Angeles', state: 'CA', zip_code: '90012', apartment: 'Apt 4B' },
  11: { street: '88 Orchard Park Dr', city: 'San Jose', state: 'CA', zip_code: '95112', apartment: null },
  8: { street: '15 Fulton St', city: 'Fresno', state: 'CA', zip_code: '93721', apartment: null },
};

function buildOrders(users: readonly DemoUser[], products: readonly Product[], showrooms: readonly DemoShowroom[]) {
  const random = createRandom(414);
  const orders: Order[] = [];
  const orderItems: OrderItem[] = [];
  const customers = users.filter((user) => user.type === 'User' && addresses[user.id]);
  let itemId = 5000;
  // 12 orders of 3–5 items; statuses are dealt round-robin so every one of the 14 appears.
  let statusIndex = 0;
  for (let n = 0; n < 12; n += 1) {
    const orderId = 3001 + n;
    const customer = customers[n % customers.length] as DemoUser;
    const shop = showrooms[n % showrooms.length] as DemoShowroom;
    const address = addresses[customer.id] as ShippingAddress;
    const count = 3 + (n % 3);
    const createdDaysAgo = 90 - n * 7;
    let subtotal = 0;
    for (let k = 0; k < count; k += 1) {
      itemId += 1;
      const product = random.pick(products);
      const qty = product.uom === 'Box' ? random.int(4, 30) : random.int(1, 4);
      const markup = shop.settings.markup_percent / 100;
      const finalPrice = roundToCents(product.price * (1 + markup));
      const status = orderItemStatuses[statusIndex % orderItemStatuses.length] ?? 'Waiting for approval';
      statusIndex += 1;
      subtotal += finalPrice * qty;
      orderItems.push({
        id: itemId,
        order_id: orderId,
        product_id: product.id,
        product_name: product.name,
        image: product.image,
        qty,
        final_price: finalPrice,
        contractor_markup_amt: roundToCents(product.price * markup),
        admin_profit_inclusive_tax: roundToCents(finalPrice * qty * 0.06),
        status,
        status_date: demoTimestamp(createdDaysAgo - Math.min(k + 1, 5), k * 37),
        vendor_id: product.vendor_id,
        contractor_id: shop.profile.user_id,
      });
    }
    orders.push({
      id: orderId,
      order_number: `WV-2026-${String(orderId).padStart(6, '0')}`,
      user_id: customer.id,
      customer_name: `${customer.first_name} ${customer.last_name}`,
      showroom: shop.profile.vsd_id,
      items_count: count,
      subtotal: roundToCents(subtotal),
      shipping_charge: SHIPPING_CHARGE,
      total: roundToCents(subtotal + SHIPPING_CHARGE),
      shipping_address: address,
      created_at: demoTimestamp(createdDaysAgo),
    });
  }
  return { orders, orderItems };
}

/**
 * The customer's after-sales orders (§9), beside the twelve above and relative to DEMO_NOW:
 * WV-2026-003101 placed 20 minutes ago with its item waiting for approval (it may be cancelled
 * for 40 more minutes), and WV-2026-003102 whose item was delivered 3 days ago (it may be
 * returned for 9 more days). Their product was already the second best seller and stays so
 * (its units stay between the first's and the third's), so no best-seller list changes; no
 * showroom, so no showroom owner's orders change; its vendor is vendor2@demo.test. Both pay
 * the cart's shipping rule, so a return shows its restocking fee.
 */
function buildAfterSalesOrders(customer: DemoUser, products: readonly Product[]) {
  const product = products.find((candidate) => candidate.id === 1054);
  if (!product) throw new Error('Missing demo product 1054');
  const address = addresses[customer.id] as ShippingAddress;
  const orders: Order[] = [];
  const orderItems: OrderItem[] = [];
  const placements = [
    {
      orderId: 3101,
      itemId: 5101,
      placed: demoTimestamp(0, 20),
      status: 'Waiting for approval' as const,
      statusDate: demoTimestamp(0, 20),
    },
    {
      orderId: 3102,
      itemId: 5102,
      placed: demoTimestamp(9),
      status: 'Delivered' as const,
      statusDate: demoTimestamp(3),
    },
  ];
  for (const { orderId, itemId, placed, status, statusDate } of placements) {
    const qty = 2;
    const price = priceOrderItem({
      baseUnitCents: Math.round(product.price * 100),
      qty,
      markupPercent: MIN_MARKUP_PERCENT,
    });
    const shippingCents = cartShippingChargeCents([
      { vendorId: product.vendor_id, lineTotalCents: price.lineTotalCents },
    ]);
    orderItems.push({
      id: itemId,
      order_id: orderId,
      product_id: product.id,
      product_name: product.name,
      image: product.image,
      qty,
      final_price: price.finalPriceCents / 100,
      contractor_markup_amt: price.contractorMarkupAmtCents / 100,
      admin_profit_inclusive_tax: price.adminProfitInclusiveTaxCents / 100,
      status,
      status_date: statusDate,
      vendor_id: product.vendor_id,
      contractor_id: null,
    });
    orders.push({
      id: orderId,
      order_number: `WV-2026-${String(orderId).padStart(6, '0')}`,
      user_id: customer.id,
      customer_name: `${customer.first_name} ${customer.last_name}`,
      showroom: null,
      items_count: 1,
      subtotal: price.lineTotalCents / 100,
      shipping_charge: shippingCents / 100,
      total: (price.lineTotalCents + shippingCents) / 100,
      shipping_address: address,
      created_at: placed,
    });
  }
  return { orders, orderItems };
}

function cartLine(id: number, product: Product, qty: number): CartLine {
  const size = product.sizes[0];
  return {
    id,
    product_id: product.id,
    product_hash: product.hash,
    product_name: product.name,
    image: product.image,
    size_id: size?.id ?? null,
    qty,
    price: product.price,
    uom: product.uom,
    box_sqft: product.box_sqft,
    amount: roundToCents(product.price * qty),
  };
}

/** Sums a cart's lines into its badge count and subtotal. */
export function withCartTotals(cart: Omit<Cart, 'total_qty' | 'subtotal'>): Cart {
  return {
    ...cart,
    total_qty: cart.Project_tans.reduce((sum, line) => sum + line.qty, 0),
    subtotal: roundToCents(cart.Project_tans.reduce((sum, line) => sum + line.amount, 0)),
  };
}

/**
 * Builds the demo world. Deterministic (seeded generators, a fixed "now") and fast, so the
 * mocks, stories, tests and the reference server's seed all see the same data.
 */
export function buildDemoDataset(): DemoDataset {
  const users = buildUsers();
  const byEmail = (email: string) => {
    const user = users.find((u) => u.email === email);
    if (!user) throw new Error(`Missing demo user ${email}`);
    return user;
  };
  const vendorIds = users.filter((user) => user.type === 'Vendor').map((user) => user.id);
  const catalog = buildCatalog({ vendorIds });
  const allCategoryIds = catalog.categories.map((category) => category.id);
  const showrooms = [
    showroom(1, byEmail('contractor@demo.test'), {
      customAddon: 1,
      is3d: true,
      plan: 'Premium',
      markup: 12,
      coupon: 5,
      categoryIds: allCategoryIds,
    }),
    showroom(2, byEmail('designer@demo.test'), {
      customAddon: 0,
      is3d: false,
      plan: 'Basic',
      markup: 15,
      coupon: null,
      // Kitchen and bath (the designer's studio).
      categoryIds: [1, 3, 4, 5, 6, 7, 8, 12, 13, 15, 18, 21],
    }),
    showroom(3, byEmail('contractor2@demo.test'), {
      customAddon: 0,
      is3d: false,
      plan: 'Basic',
      markup: 10,
      coupon: 10,
      // Tile, stone and flooring.
      categoryIds: [3, 10, 11, 14, 16, 17, 19, 20],
    }),
  ];

  const customer = byEmail('customer@demo.test');
  const dealt = buildOrders(users, catalog.products, showrooms);
  const afterSales = buildAfterSalesOrders(customer, catalog.products);
  const orders = [...dealt.orders, ...afterSales.orders];
  const orderItems = [...dealt.orderItems, ...afterSales.orderItems];
  const product = (index: number) => catalog.products[index] as Product;

  const projects: (Project & { user_id: number })[] = [
    {
      id: 701,
      user_id: customer.id,
      name: 'Kitchen refresh',
      showroom: 'DEMO0001',
      extra_info: { room: 'kitchen', floorplan: 'kitchen-galley-9x14', floorTemplate: 'coastal-white-kitchen' },
      total_items: 3,
      created_at: demoTimestamp(40),
    },
    {
      id: 702,
      user_id: customer.id,
      name: 'Primary bath',
      showroom: 'OAKS2026',
      extra_info: { room: 'bathroom', floorplan: 'bath-primary-12x14', floorTemplate: 'spa-marble-bathroom' },
      total_items: 2,
      created_at: demoTimestamp(21),
    },
  ];

  const carts: Cart[] = [
    withCartTotals({
      cart_id: 'demo-cart-0001',
      temp_project_id: null,
      project_id: 701,
      showroom: 'DEMO0001',
      Project_tans: [cartLine(9001, product(4), 2), cartLine(9002, product(150), 12), cartLine(9003, product(40), 1)],
    }),
    withCartTotals({
      cart_id: 'demo-guest-cart',
      temp_project_id: 801,
      project_id: null,
      showroom: 'DEMO0001',
      Project_tans: [cartLine(9004, product(200), 8)],
    }),
  ];

  const checklistTitles = [
    'Measure the walls',
    'Choose a sink',
    'Pick a backsplash tile',
    'Order samples',
    'Book installer',
  ];
  const checklistItems: ChecklistItem[] = checklistTitles.map((title, index) => ({
    id: 1101 + index,
    project_id: index < 3 ? 701 : 702,
    title,
    product_id: index === 1 ? product(96).id : null,
    is_done: index % 2 === 0,
    created_at: demoTimestamp(38 - index),
  }));

  const contractor = byEmail('contractor@demo.test');
  const chatMessages: ProjectChatMessage[] = [
    {
      id: 1201,
      project_id: 701,
      user_id: customer.id,
      user_name: 'Maya Lopez',
      message: 'Can we fit a farmhouse sink here?',
      created_at: demoTimestamp(20, 30),
    },
    {
      id: 1202,
      project_id: 701,
      user_id: contractor.id,
      user_name: 'Daniel Reyes',
      message: 'Yes, a 33 in farmhouse sink fits the base cabinet.',
      created_at: demoTimestamp(20, 10),
    },
    {
      id: 1203,
      project_id: 701,
      user_id: customer.id,
      user_name: 'Maya Lopez',
      message: 'Great, adding it to the cart.',
      created_at: demoTimestamp(19),
    },
  ];
  const roomFiles: RoomFile[] = [
    {
      id: 1301,
      project_id: 701,
      name: 'Kitchen photo',
      url: demoImagePath('rooms', 'kitchen-before'),
      user_id: customer.id,
      user_name: 'Maya Lopez',
      created_at: demoTimestamp(20),
    },
    {
      id: 1302,
      project_id: 701,
      name: 'Floor plan',
      url: demoImagePath('rooms', 'kitchen-floor-plan'),
      user_id: contractor.id,
      user_name: 'Daniel Reyes',
      created_at: demoTimestamp(19),
    },
  ];

  const designers: (Designer & { user_id: number | null })[] = [
    {
      id: 5,
      name: 'Jordan Kim',
      company_name: 'Oak & Stone Interiors',
      city: 'Santa Monica, CA',
      rating: 4.8,
      image: designerImage(1),
      hired: true,
      user_id: byEmail('designer@demo.test').id,
    },
    {
      id: 21,
      name: 'Olivia Grant',
      company_name: 'Grant Design Studio',
      city: 'Pasadena, CA',
      rating: 4.6,
      image: designerImage(2),
      hired: false,
      user_id: null,
    },
    {
      id: 22,
      name: 'Noah Silva',
      company_name: 'Silva Spaces',
      city: 'San Diego, CA',
      rating: 4.9,
      image: designerImage(3),
      hired: false,
      user_id: null,
    },
    {
      id: 23,
      name: 'Ava Thompson',
      company_name: 'Thompson Home',
      city: 'Irvine, CA',
      rating: 4.4,
      image: designerImage(4),
      hired: false,
      user_id: null,
    },
  ];

  // The kitchen was shared with Daniel Reyes (DEMO0001), who answers in its chat; Jordan Kim,
  // whose studio is the bath's showroom, was hired for the bath.
  const projectShares = [{ project_id: 701, shared_at: demoTimestamp(25) }];
  const designerHires = [{ project_id: 702, designer_id: 5, hired_at: demoTimestamp(18) }];

  // A notification about an order opens it (orderPagePath), as the server's own do.
  const linkToOrder = (orderNumber: string) => {
    const order = orders.find((candidate) => candidate.order_number === orderNumber);
    if (!order) throw new Error(`No demo order ${orderNumber}.`);
    return orderPagePath(order);
  };
  const notifications = [
    {
      user_id: customer.id,
      title: 'Order shipped',
      message: 'Items of order WV-2026-003001 have shipped.',
      link: linkToOrder('WV-2026-003001'),
      read_at: null,
      days: 2,
    },
    {
      user_id: customer.id,
      title: 'New message',
      message: 'Daniel Reyes replied in Kitchen refresh.',
      link: '/projects',
      read_at: demoTimestamp(19),
      days: 20,
    },
    {
      user_id: customer.id,
      title: 'Welcome',
      message: 'Welcome to Showroom. Start by entering a Showroom ID.',
      link: '/',
      read_at: demoTimestamp(100),
      days: 120,
    },
    {
      user_id: contractor.id,
      title: 'New order',
      message: 'Order WV-2026-003001 is waiting for approval.',
      link: linkToOrder('WV-2026-003001'),
      read_at: null,
      days: 3,
    },
    {
      user_id: byEmail('vendor@demo.test').id,
      title: 'Item approved',
      message: 'An item of order WV-2026-003002 needs pick-up.',
      link: linkToOrder('WV-2026-003002'),
      read_at: null,
      days: 5,
    },
  ].map(({ days, ...rest }, index) => ({ id: 1401 + index, ...rest, created_at: demoTimestamp(days) }));

  const payout = (holder: string, daysAgo: number): PayoutSettings => ({
    account_holder_name: holder,
    bank_name: 'First Pacific Bank',
    // A routing number with a valid ABA checksum (the demo bank is made up).
    routing_number: '121000248',
    account_type: 'checking',
    account_number_last4: '4821',
    account_number_masked: '•••• 4821',
    updated_at: demoTimestamp(daysAgo),
    pending_release_business_days: 46,
  });

  return {
    users,
    aiUsers: buildAiUsers(),
    showrooms,
    categories: catalog.categories,
    menus: catalog.menus,
    products: catalog.products,
    productViews: buildProductViews(catalog.categories, catalog.products, users),
    orders,
    orderItems,
    clockRelativeOrderIds: afterSales.orders.map((order) => order.id),
    projects,
    carts,
    checklistItems,
    chatMessages,
    roomFiles,
    designers,
    designerHires,
    projectShares,
    notifications,
    shippingAddresses: Object.entries(addresses).map(([id, address]) => ({ user_id: Number(id), address })),
    paymentDetails: [
      {
        user_id: customer.id,
        details: {
          card_brand: 'visa',
          card_last4: '4242',
          name_on_Card: 'Maya Lopez',
          exp_date: '08/29',
          street: '742 Sunset Blvd',
          state: 'CA',
          city: 'Los Angeles',
          zip_code: '90012',
        },
      },
    ],
    payoutSettings: [
      { user_id: contractor.id, settings: payout('Reyes Remodeling Co.', 40) },
      { user_id: byEmail('vendor@demo.test').id, settings: payout('Priya Nair', 12) },
    ],
    settings: {
      site_name: 'WeVisu',
      support_email: 'support@demo.test',
      currency: 'USD',
      time_zone: 'America/Los_Angeles',
      date_format: 'MM.DD.YYYY',
      page_size: 10,
      toast_seconds: 10,
      footer_popup: { title: 'Save up to 30%', text: 'Limited-time offer on all finishing materials.' },
    },
    shippingCharge: SHIPPING_CHARGE,
  };
}

let cached: DemoDataset | undefined;

/**
 * The demo dataset, built on first use and shared afterwards. Treat it as read-only: the mocks
 * and the server copy what they change.
 */
export function getDemoDataset(): DemoDataset {
  cached ??= buildDemoDataset();
  return cached;
}
