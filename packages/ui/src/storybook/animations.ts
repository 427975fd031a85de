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
