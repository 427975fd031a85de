/** §6: the separate AI token travels in its own header beside the bearer authorization. */
export const AI_TOKEN_HEADER = 'X-AI-Token';

/** §2, §8: Login with the page to come back to. */
export function loginPathWithRedirect(currentPath: string): string {
  return `/login?redirect=${encodeURIComponent(currentPath)}`;
}
