/**
 * The link of this site an event happened on, if any: an <a href> on the page's own origin that
 * opens here (not in a new tab, not a download). The link-intent prefetch and the deploy watch's
 * full load both act on exactly these.
 */
export function siteLinkOf(event: Event): HTMLAnchorElement | null {
  const target = event.target as Element | null;
  const link = target?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || link.origin !== window.location.origin) return null;
  if (link.target === '_blank' || link.hasAttribute('download')) return null;
  return link;
}
