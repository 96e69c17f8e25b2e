const WAIT_MS = 3000;

/** Resolves when the stylesheet link applied or failed, or after 3 s at most. */
function settled(link: HTMLLinkElement): Promise<void> {
  return new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, WAIT_MS);
  });
}

/**
 * Adds <link rel="stylesheet"> tags and waits until they apply (or fail), so the first paint is
 * styled. A stylesheet that does not load within 3 s does not hold the page back. One the page's
 * HTML already carries (inline, `<style data-href>`) is not fetched again.
 */
export function loadStylesheets(hrefs: string[]): Promise<void> {
  const pathOf = (href = '') => new URL(href, window.location.href).pathname;
  const present = new Set(
    [...document.querySelectorAll<HTMLElement>('style[data-href]')].map((el) =>
      pathOf(el.dataset.href),
    ),
  );
  return Promise.all(
    hrefs
      .filter((href) => !present.has(pathOf(href)))
      .map((href) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        const done = settled(link);
        document.head.appendChild(link);
        return done;
      }),
  ).then(() => undefined);
}

/** Links whose load failed: they never get a sheet, and nothing should wait for them again. */
const failed = new WeakSet<EventTarget>();
if (typeof document !== 'undefined') {
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLLinkElement) failed.add(event.target);
    },
    true,
  );
}

/**
 * Waits (3 s at most) for the stylesheets a remote page's chunk has just added (its feature CSS,
 * `link[data-href]`), so the page is never shown unstyled and then pushed around by its styles.
 */
export function stylesheetsSettled(): Promise<void> {
  const pending = [
    ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-href]'),
  ].filter((link) => !link.sheet && !failed.has(link));
  return Promise.all(pending.map(settled)).then(() => undefined);
}
