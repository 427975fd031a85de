/**
 * Story-only helper: jumps every finite CSS animation and transition on the element and its
 * descendants to its end, so a play function measures (and the screenshot shows) the settled
 * state, e.g. an opening dialog at full size. Jumping rather than waiting keeps stories fast
 * and deterministic when the test frame is not being painted (animations then never advance).
 * Endless ones (a spinner) are left alone.
 */
export async function animationsSettled(element: Element): Promise<void> {
  for (const animation of element.getAnimations({ subtree: true })) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  }
  await Promise.resolve();
}

/**
 * Story-only helper: stops every endless animation on the element and its descendants at its
 * first frame (a skeleton's pulse), so the screenshot does not depend on the moment it is taken.
 */
export async function endlessAnimationsPaused(element: Element): Promise<void> {
  for (const animation of element.getAnimations({ subtree: true })) {
    if (animation.effect?.getComputedTiming().endTime === Infinity) {
      animation.pause();
      animation.currentTime = 0;
    }
  }
  await Promise.resolve();
}

/** Whether a stylesheet rule turns the element's animation off under `prefers-reduced-motion: reduce`. */
export function stopsUnderReducedMotion(element: Element): boolean {
  return Array.from(document.styleSheets).some((sheet) => {
    let rules: CSSRule[];
    try {
      rules = Array.from(sheet.cssRules);
    } catch {
      return false; // a cross-origin sheet holds none of our rules
    }
    return rules.some(
      (rule) =>
        rule instanceof CSSMediaRule &&
        rule.conditionText.includes('prefers-reduced-motion: reduce') &&
        Array.from(rule.cssRules).some(
          (inner) =>
            inner instanceof CSSStyleRule &&
            element.matches(inner.selectorText) &&
            inner.style.animationName === 'none',
        ),
    );
  });
}
