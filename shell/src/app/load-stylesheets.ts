/**
 * Adds <link rel="stylesheet"> tags and waits until they apply (or fail), so the first paint is
 * styled. A stylesheet that does not load within 3 s does not hold the page back.
 */
export function loadStylesheets(hrefs: string[]): Promise<void> {
  return Promise.all(
    hrefs.map(
      (href) =>
        new Promise<void>((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          link.onload = () => resolve();
          link.onerror = () => resolve();
          setTimeout(resolve, 3000);
          document.head.appendChild(link);
        }),
    ),
  ).then(() => undefined);
}
