// Intl's one-time cost off the page's main thread. A browser's first Intl formatter of a page
// loads ICU's locale and zone data: 30-80 ms in a fresh Chromium on this machine (four times
// that on a slow phone), whatever the formatter, in one task. That data is cached for the whole
// renderer process, not per thread, so a worker that builds the same formatters first leaves the
// main thread's first formatter at about 1 ms (measured: 39-72 ms -> 0.6-1.9 ms). The worker is a
// few lines from a blob URL: no file to deploy, and where a worker cannot start (no Worker, a
// content policy without blob:), the promise still settles and the page pays the cost itself.

/** What the worker builds: the reader's date formatter, a number and a relative-time one. */
export interface IntlWarmUp {
  locale: string;
  date: Intl.DateTimeFormatOptions;
}

const WORKER_SOURCE = `onmessage = function (event) {
  var locale = event.data.locale;
  try {
    new Intl.DateTimeFormat(locale, event.data.date).format(0);
    new Intl.NumberFormat(locale).format(0);
    new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
  } finally {
    postMessage(0);
  }
};`;

/** Longest wait for the worker before the page goes on without it. */
export const INTL_WARM_UP_TIMEOUT_MS = 3000;

/** Settles once a worker has built the formatters (or could not): never rejects. */
export function warmIntlOffMainThread(warmUp: IntlWarmUp): Promise<void> {
  if (typeof Worker === 'undefined' || typeof URL.createObjectURL !== 'function') {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    let url: string | undefined;
    const settle = () => {
      clearTimeout(timer);
      worker?.terminate();
      if (url) URL.revokeObjectURL(url);
      resolve();
    };
    const timer = setTimeout(settle, INTL_WARM_UP_TIMEOUT_MS);
    try {
      url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));
      worker = new Worker(url);
      worker.onmessage = settle;
      worker.onerror = settle;
      worker.postMessage(warmUp);
    } catch {
      settle();
    }
  });
}
