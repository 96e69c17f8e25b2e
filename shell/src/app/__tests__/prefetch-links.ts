// jsdom fetches no <link rel="prefetch">: these tests answer each one added with its load event,
// as a browser does once the file is in its cache, and read what the page asked for.

export function answerPrefetchLinks(): void {
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes)
        if (node instanceof HTMLLinkElement && node.rel === 'prefetch')
          node.dispatchEvent(new Event('load'));
  }).observe(document.head, { childList: true });
}

/** [as, href] of every prefetch link in the page, in order. */
export function prefetchLinks(): [string, string][] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
    (link) => [link.as, link.href],
  );
}
