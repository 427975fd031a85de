import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserEnvironment } from './browserEnvironment.ts';

/** Just enough of a browser window for the environment: scroll events, scrolling, media queries. */
function fakeWindow() {
  const scrollListeners: (() => void)[] = [];
  const window = {
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'scroll') scrollListeners.push(listener);
    },
    scrollTo: vi.fn(),
    matchMedia: () => ({ matches: false }),
    location: { pathname: '/faq', search: '' },
    localStorage: new Map(),
  };
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', { cookie: '', querySelector: () => null });
  return { window, scroll: () => scrollListeners.forEach((listener) => listener()) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the browser environment’s scroll to the top (§2: after each navigation)', () => {
  it('leaves a page nobody has scrolled alone: it is at the top, and scrolling would force its layout at once', () => {
    const { window } = fakeWindow();
    browserEnvironment().scrollToTop();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls smoothly to the top once the page has been scrolled, and again after the next scroll', () => {
    const { window, scroll } = fakeWindow();
    const environment = browserEnvironment();
    scroll();
    environment.scrollToTop();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    environment.scrollToTop();
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    scroll();
    environment.scrollToTop();
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });
});
