/**
 * Lets a story show interaction states side by side. Every CSS rule that uses :hover,
 * :focus-visible or :active gets a twin in which that pseudo-class is replaced by
 * [data-force-state~="hover"] (and so on), so a matrix cell with
 * data-force-state="hover" looks hovered without a pointer. Works the same in the
 * Storybook UI and in the Vitest story run. Rules are rewritten once each.
 */
const FORCEABLE = /:(hover|focus-visible|active)(?![\w-])/g;
const processed = new WeakSet<CSSRule>();

export const forceableStates = ['hover', 'focus-visible', 'active'] as const;
export type ForceableState = (typeof forceableStates)[number];

function forcedSelector(selectorText: string): string | null {
  const forced = selectorText
    .split(',')
    .filter((selector) => FORCEABLE.test(selector.replace(/:not\([^)]*\)/g, '')))
    .map((selector) => selector.replace(FORCEABLE, (_match, state: string) => `[data-force-state~="${state}"]`));
  FORCEABLE.lastIndex = 0;
  return forced.length > 0 ? forced.join(', ') : null;
}

function rewriteContainer(container: CSSStyleSheet | CSSGroupingRule): void {
  for (let index = 0; index < container.cssRules.length; index++) {
    const rule = container.cssRules[index];
    if (!rule || processed.has(rule)) continue;
    processed.add(rule);
    if (rule instanceof CSSStyleRule) {
      const selector = forcedSelector(rule.selectorText);
      if (selector) {
        const body = rule.cssText.slice(rule.cssText.indexOf('{'));
        container.insertRule(`${selector} ${body}`, index + 1);
        const twin = container.cssRules[index + 1];
        if (twin) processed.add(twin);
        index++;
      }
    } else if (rule instanceof CSSGroupingRule) {
      rewriteContainer(rule);
    }
  }
}

export function applyForcedStateRules(): void {
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      rewriteContainer(sheet);
    } catch {
      // A cross-origin sheet cannot be read; it holds none of our rules.
    }
  }
}
