import type { AiUser, User, UserType } from '../contract/index.ts';
import { demoImagePath } from './images.ts';
import { demoTimestamp } from './time.ts';

/** The one password of every demo account. Demo data only: the server hashes it at seed. */
export const DEMO_PASSWORD = 'Demo-pass-2026';

/** A user of the demo world with its plain demo password (never sent by the API). */
export interface DemoUser extends User {
  readonly password: string;
}

export interface DemoCredential {
  readonly email: string;
  readonly password: string;
  readonly type: UserType;
  /** What signing in with it shows (§4 Sign-in outcome). */
  readonly outcome: string;
}

/** The showroom IDs of the demo world; DEMO0001 is the branded one (custom add-on on). */
export const DEMO_SHOWROOM_IDS = ['DEMO0001', 'OAKS2026', 'TILE4YOU'] as const;

const branding = (id: number, vsd: string, company: string, color: string) => ({
  id,
  vsd_id: vsd,
  company_name: company,
  theme_color: color,
  business_logo: demoImagePath('logos', vsd.toLowerCase()),
});

interface UserSeed {
  id: number;
  first: string;
  last: string;
  email: string;
  type: UserType;
  status?: User['status'];
  verified?: boolean;
  projects?: number;
  phone: string;
  zip: string;
  shop?: User['shop_profile'];
  customAddon?: 0 | 1;
  premium?: boolean;
}

const seeds: readonly UserSeed[] = [
  { id: 1, first: 'Avery', last: 'Stone', email: 'admin@demo.test', type: 'Admin', phone: '4155550101', zip: '94107' },
  {
    id: 2,
    first: 'Maya',
    last: 'Lopez',
    email: 'customer@demo.test',
    type: 'User',
    projects: 2,
    phone: '2135550142',
    zip: '90012',
  },
  {
    id: 3,
    first: 'Daniel',
    last: 'Reyes',
    email: 'contractor@demo.test',
    type: 'Contractor',
    phone: '6195550163',
    zip: '92101',
    shop: branding(1, 'DEMO0001', 'Reyes Remodeling Co.', '#0a7d5a'),
    customAddon: 1,
    premium: true,
  },
  { id: 4, first: 'Priya', last: 'Nair', email: 'vendor@demo.test', type: 'Vendor', phone: '5105550184', zip: '94612' },
  {
    id: 5,
    first: 'Jordan',
    last: 'Kim',
    email: 'designer@demo.test',
    type: 'Designer',
    phone: '3105550125',
    zip: '90401',
    shop: branding(2, 'OAKS2026', 'Oak & Stone Interiors', '#8a4b2a'),
    customAddon: 0,
  },
  {
    id: 6,
    first: 'Chris',
    last: 'Patel',
    email: 'pending@demo.test',
    type: 'User',
    status: 'pending',
    phone: '9165550176',
    zip: '95814',
  },
  {
    id: 7,
    first: 'Sam',
    last: 'Fischer',
    email: 'deactivated@demo.test',
    type: 'User',
    status: 'Deactive',
    phone: '7075550177',
    zip: '95401',
  },
  {
    id: 8,
    first: 'Lee',
    last: 'Morgan',
    email: 'unverified@demo.test',
    type: 'User',
    verified: false,
    phone: '5595550188',
    zip: '93721',
  },
  {
    id: 9,
    first: 'Elena',
    last: 'Brooks',
    email: 'contractor2@demo.test',
    type: 'Contractor',
    phone: '8585550199',
    zip: '92037',
    shop: branding(3, 'TILE4YOU', 'Coastal Tile & Floor', '#1f5fbf'),
    customAddon: 0,
  },
  {
    id: 10,
    first: 'Marcus',
    last: 'Hale',
    email: 'vendor2@demo.test',
    type: 'Vendor',
    phone: '9495550110',
    zip: '92618',
  },
  {
    id: 11,
    first: 'Grace',
    last: 'Chen',
    email: 'customer2@demo.test',
    type: 'User',
    projects: 0,
    phone: '4085550111',
    zip: '95112',
  },
];

function toUser(seed: UserSeed): DemoUser {
  return {
    id: seed.id,
    first_name: seed.first,
    last_name: seed.last,
    email: seed.email,
    type: seed.type,
    status: seed.status ?? (seed.type === 'User' ? 'Active' : 'Approve'),
    email_verified_at: seed.verified === false ? null : demoTimestamp(200 - seed.id * 7),
    country_code: '+1',
    phone_number: seed.phone,
    zip_code: seed.zip,
    total_projects: seed.projects ?? 0,
    custom_addon: seed.customAddon === undefined ? null : { subscription_status: seed.customAddon },
    latest_subscription: seed.premium
      ? { subscription_status: 1, plan: 'Premium', paid_amount: 199 }
      : seed.shop
        ? { subscription_status: 1, plan: 'Basic', paid_amount: 49 }
        : null,
    shop_profile: seed.shop ?? null,
    created_at: demoTimestamp(220 - seed.id * 7),
    password: DEMO_PASSWORD,
  };
}

export function buildUsers(): DemoUser[] {
  return seeds.map(toUser);
}

/** The demo accounts to print in READMEs and server start-up logs. */
export const DEMO_CREDENTIALS: readonly DemoCredential[] = [
  {
    email: 'customer@demo.test',
    password: DEMO_PASSWORD,
    type: 'User',
    outcome: 'signs in (customer with projects, cart and orders)',
  },
  {
    email: 'contractor@demo.test',
    password: DEMO_PASSWORD,
    type: 'Contractor',
    outcome: 'refused on the storefront sign-in (§6); owns showroom DEMO0001',
  },
  {
    email: 'vendor@demo.test',
    password: DEMO_PASSWORD,
    type: 'Vendor',
    outcome: 'refused on the storefront sign-in (§6); sells products, sets order-item statuses',
  },
  {
    email: 'designer@demo.test',
    password: DEMO_PASSWORD,
    type: 'Designer',
    outcome: 'refused on the storefront sign-in (§6); owns showroom OAKS2026',
  },
  {
    email: 'admin@demo.test',
    password: DEMO_PASSWORD,
    type: 'Admin',
    outcome: 'refused on the storefront sign-in (§6); one-time code 246810 in the mocks',
  },
  {
    email: 'pending@demo.test',
    password: DEMO_PASSWORD,
    type: 'User',
    outcome: "'Your account is currently pending approval by Wevisu.'",
  },
  {
    email: 'deactivated@demo.test',
    password: DEMO_PASSWORD,
    type: 'User',
    outcome: "'Your account has been deactivated. Please contact WeVisu Support.'",
  },
  {
    email: 'unverified@demo.test',
    password: DEMO_PASSWORD,
    type: 'User',
    outcome: 'signs in, then goes to /verifiction',
  },
  { email: 'contractor2@demo.test', password: DEMO_PASSWORD, type: 'Contractor', outcome: 'owns showroom TILE4YOU' },
  { email: 'vendor2@demo.test', password: DEMO_PASSWORD, type: 'Vendor', outcome: 'second vendor' },
  {
    email: 'customer2@demo.test',
    password: DEMO_PASSWORD,
    type: 'User',
    outcome: 'signs in (customer without projects)',
  },
];

/** The AI room-design account (its own login, §1). */
export const DEMO_AI_CREDENTIAL = { email: 'ai@demo.test', password: DEMO_PASSWORD } as const;

export interface DemoAiUser extends AiUser {
  readonly password: string;
}

export function buildAiUsers(): DemoAiUser[] {
  return [
    {
      id: 1,
      name: 'Maya Lopez',
      email: DEMO_AI_CREDENTIAL.email,
      email_verified_at: demoTimestamp(30),
      credits: 25,
      password: DEMO_PASSWORD,
    },
  ];
}

export const DEMO_ADMIN_ONE_TIME_CODE = '246810';

export function designerImage(index: number): string {
  return demoImagePath('designers', `designer-${index}`);
}
