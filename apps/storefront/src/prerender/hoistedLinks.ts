/**
 * React's server render puts the preloads it discovers (high-priority images) before the markup
 * when the tree has no <head> of its own. They belong in the document's head: there they start
 * sooner, and #root then holds exactly the tree the browser hydrates.
 */
export function hoistLeadingLinks(markup: string): { readonly links: string; readonly markup: string } {
  const leading = /^(?:<link [^>]*\/?>)+/.exec(markup);
  if (!leading) return { links: '', markup };
  return { links: leading[0], markup: markup.slice(leading[0].length) };
}
