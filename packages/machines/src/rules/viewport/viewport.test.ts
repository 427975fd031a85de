import { describe, expect, it } from 'vitest';
import { breakpoints, deviceTypeForWidth, shouldSetUpMobileMenu, usesMobileMenu } from './viewport.rules.ts';

describe('viewport rules (§2, §4, §9)', () => {
  it('has the spec breakpoints', () => {
    expect(breakpoints).toEqual({ mobileMax: 768, tabletMax: 1024, mobileMenuMax: 1199 });
  });

  it('is mobile up to 768, tablet up to 1024, desktop above', () => {
    expect([320, 768, 769, 1024, 1025].map(deviceTypeForWidth)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
    ]);
  });

  it('uses the mobile menu up to 1199 px, when it has content', () => {
    expect(usesMobileMenu(1199)).toBe(true);
    expect(usesMobileMenu(1200)).toBe(false);
    expect(shouldSetUpMobileMenu(800, 3)).toBe(true);
    expect(shouldSetUpMobileMenu(800, 0)).toBe(false);
    expect(shouldSetUpMobileMenu(1300, 3)).toBe(false);
  });
});
