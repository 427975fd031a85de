/**
 * Sign In from the password and verification pages. §2 stores the page left as the post-login
 * target, which from here is a spent reset link or the request form: the redirect query (read
 * first, §4) sends the person home instead, or where the page says.
 */
export function signInPath(then = '/'): string {
  return `/login?redirect=${encodeURIComponent(then)}`;
}
