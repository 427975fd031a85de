import { describe, expect, it } from 'vitest';
import {
  appPaths,
  firstSafeRedirect,
  isCompleteSavedItem,
  loginPathWithRedirect,
  pathnameOf,
  safeRedirectPath,
  storedValue,
} from './redirects.rules.ts';

describe('redirect rules', () => {
  it('keeps the spec spellings of its paths', () => {
    expect(appPaths.verifiction).toBe('/verifiction');
    expect(appPaths.showroomCatalogue).toBe('/visualize/contractor/all');
  });

  it('accepts only paths on this site as redirect targets', () => {
    expect(safeRedirectPath('/checkout?step=1#top')).toBe('/checkout?step=1#top');
    expect(safeRedirectPath(' /cart ')).toBe('/cart');
    for (const hostile of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\t/evil',
      '/a\u007f',
      '',
      'cart',
    ]) {
      expect(safeRedirectPath(hostile)).toBeNull();
    }
    expect(safeRedirectPath(42)).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });

  it('takes the first safe candidate', () => {
    expect(firstSafeRedirect('https://evil.example', '/faq')).toBe('/faq');
    expect(firstSafeRedirect('/cart', '/faq')).toBe('/cart');
    expect(firstSafeRedirect(undefined, null)).toBeNull();
  });

  it('builds the Login path with the current path as redirect', () => {
    expect(loginPathWithRedirect('/checkout?step=2')).toBe('/login?redirect=%2Fcheckout%3Fstep%3D2');
  });

  it('strips query and hash', () => {
    expect(pathnameOf('/login?redirect=%2F')).toBe('/login');
    expect(pathnameOf('/faq#returns')).toBe('/faq');
    expect(pathnameOf('/cart')).toBe('/cart');
  });

  it('needs showroom, floorplan and floorTemplate for a complete saved item', () => {
    expect(isCompleteSavedItem({ showroom: 1, floorplan: 0, floorTemplate: 'a' })).toBe(true);
    expect(isCompleteSavedItem({ showroom: 1, floorplan: null, floorTemplate: 'a' })).toBe(false);
    expect(isCompleteSavedItem({ showroom: '', floorplan: 1, floorTemplate: 'a' })).toBe(false);
    expect(isCompleteSavedItem({ showroom: 1, floorplan: 1 })).toBe(false);
    expect(isCompleteSavedItem(null)).toBe(false);
    expect(isCompleteSavedItem(undefined)).toBe(false);
  });

  it('reads stored identifiers as strings, empty as absent', () => {
    expect(storedValue(12)).toBe('12');
    expect(storedValue(' c-1 ')).toBe('c-1');
    expect(storedValue('  ')).toBeNull();
    expect(storedValue(null)).toBeNull();
    expect(storedValue(undefined)).toBeNull();
  });
});
