import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../user/user.rules.ts';
import { PREMIUM_BRANDING_PAID_AMOUNT, signedInBranding, visitorThemeColor } from './theme.rules.ts';

const contractor: SessionUser = {
  type: 'Contractor',
  custom_addon: { subscription_status: 'active' },
  shop_profile: { theme_color: '#0a7d5a', business_logo: 'https://cdn.example/logo.png' },
};

describe('theme rules (§4 Theme, §9)', () => {
  it('gives a Contractor with an active custom add-on the shop colour and logo', () => {
    expect(signedInBranding(contractor)).toEqual({ themeColor: '#0a7d5a', logo: 'https://cdn.example/logo.png' });
  });

  it('gives it for a Premium subscription paid at 199 too', () => {
    expect(PREMIUM_BRANDING_PAID_AMOUNT).toBe(199);
    const premium = {
      ...contractor,
      custom_addon: null,
      latest_subscription: { plan: 'Premium', paid_amount: '199.00' },
    };
    expect(signedInBranding(premium)?.themeColor).toBe('#0a7d5a');
    expect(signedInBranding({ ...premium, latest_subscription: { plan: 'Premium', paid_amount: 99 } })).toBeNull();
    expect(signedInBranding({ ...premium, latest_subscription: { plan: 'Basic', paid_amount: 199 } })).toBeNull();
    expect(signedInBranding({ ...premium, latest_subscription: null })).toBeNull();
  });

  it('needs a shop theme colour; the logo is optional', () => {
    expect(signedInBranding({ ...contractor, shop_profile: { theme_color: '  ' } })).toBeNull();
    expect(signedInBranding({ ...contractor, shop_profile: null })).toBeNull();
    expect(signedInBranding({ ...contractor, shop_profile: { theme_color: '#123456', business_logo: '' } })).toEqual({
      themeColor: '#123456',
      logo: null,
    });
  });

  it('gives everyone else the defaults', () => {
    expect(signedInBranding({ ...contractor, type: 'Vendor' })).toBeNull();
    expect(signedInBranding({ ...contractor, custom_addon: { subscription_status: 0 } })).toBeNull();
    expect(signedInBranding(null)).toBeNull();
    expect(signedInBranding(undefined)).toBeNull();
  });

  it("gives shop visitors the shop colour when custom_addon is enabled (1 or 'true')", () => {
    expect(visitorThemeColor({ theme_color: '#aa0000', custom_addon: { subscription_status: 1 } })).toBe('#aa0000');
    expect(visitorThemeColor({ theme_color: '#aa0000', custom_addon: { subscription_status: 'true' } })).toBe(
      '#aa0000',
    );
    expect(visitorThemeColor({ theme_color: '#aa0000', custom_addon: { subscription_status: 0 } })).toBeNull();
    expect(visitorThemeColor({ theme_color: null, custom_addon: { subscription_status: 1 } })).toBeNull();
    expect(visitorThemeColor({ theme_color: '#aa0000' })).toBeNull();
    expect(visitorThemeColor(null)).toBeNull();
  });
});
