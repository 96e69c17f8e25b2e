// What the site loads ahead, once the first page is complete and the browser idle: the other
// side's entry and the header's pages. One queue, so `npm run size` can tell these bytes from the
// first load by the marks below (the same clock as the page's resource timings).

/** Marked when the first queued prefetch starts and each time the queue has drained. */
export const IDLE_PREFETCH_START = 'bgmi:idle-prefetch-start';
export const IDLE_PREFETCH_DONE = 'bgmi:idle-prefetch-done';

/** A short wait past the first load, so the prefetch never competes with it. */
const AFTER_LOAD_MS = 1500;

type Task = () => Promise<unknown>;
type IdleWindow = { requestIdleCallback?: (run: () => void, options?: object) => number };
type Connection = { saveData?: boolean; effectiveType?: string };

const queue: Task[] = [];
/** A run of the queue is scheduled or under way. */
let scheduled = false;
let started = false;

/** A visitor who asked to save data, or on a 2G-class link, gets only what they open. */
export function prefetchAllowed(): boolean {
  const connection = (navigator as { connection?: Connection }).connection;
  if (connection?.saveData) return false;
  return !/(^|-)2g$/.test(connection?.effectiveType ?? '');
}

function whenIdle(run: () => void) {
  const idle = (window as IdleWindow).requestIdleCallback;
  if (idle) idle(run, { timeout: 5000 });
  else setTimeout(run, 0);
}

/**
 * One task at a time, each begun in an idle moment once the one before has settled (a task's
 * files are downloaded, not run: prefetch-files.ts), so the prefetch never crowds what the page
 * itself asks for, and the done mark means every file is in.
 */
function next() {
  const task = queue.shift();
  if (!task) {
    scheduled = false;
    performance.mark(IDLE_PREFETCH_DONE);
    return;
  }
  if (!started) performance.mark(IDLE_PREFETCH_START);
  started = true;
  void task()
    .catch(() => undefined)
    .finally(() => whenIdle(next));
}

/**
 * Runs the task once the page has loaded, 1.5 s more have passed and the browser is idle (the
 * next idle moment once the first run has begun). Nothing on save-data or a slow link.
 */
export function prefetchWhenIdle(task: Task): void {
  if (!prefetchAllowed()) return;
  queue.push(task);
  if (scheduled) return;
  scheduled = true;
  if (started) return whenIdle(next);
  const later = () => setTimeout(() => whenIdle(next), AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
