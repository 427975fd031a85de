/**
 * Every link in an e-mail is absolute: a mail client has no page to resolve a relative one
 * against (issue 34: the verification and reset links did not work). Builders check theirs.
 */
export function absoluteLink(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError(`An e-mail link must be absolute (http or https): ${url}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new TypeError(`An e-mail link must be absolute (http or https): ${url}`);
  return parsed.href;
}

/** `path` (with its query) on the store at `base`, as an absolute address. */
export function linkOn(base: string, path: string): string {
  return absoluteLink(new URL(path, absoluteLink(base)).href);
}
