// Which side renders a path, from the routes the remotes' current deploys publish
// (lib/remote-deploys.mjs): the static server preloads that side's remote with the page and puts
// in that side's first-paint fragment.

/** A route path with `:name` segments against a URL path (as the router: any case). */
function matches(pattern, pathname) {
  const want = pattern.toLowerCase().split('/').filter(Boolean);
  const got = pathname.toLowerCase().split('/').filter(Boolean);
  return (
    want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i])
  );
}

/**
 * @param {{ path: string, side: string }[]} routes
 * @param {string} pathname
 * @returns {string | undefined}
 */
export function routeSide(routes, pathname) {
  return routes.find((route) => matches(route.path, pathname))?.side;
}
