/** How long a held tap waits for its live control (the page's chunk and its first render). */
const REPLAY_WAIT_MS = 10_000;

type HeldTapWindow = Window & { __bgmiHeldTap?: string };

/** The live control (the static page gone) with the held tap's `data-tap`, if it is there. */
function liveControl(root: HTMLElement, key: string): HTMLElement | undefined {
  if (root.querySelector('[data-static-page]')) return undefined;
  return [...root.querySelectorAll<HTMLElement>('[data-tap]')].find(
    (element) => element.getAttribute('data-tap') === key,
  );
}

/**
 * Replays the tap the static first paint held (first-paint.js holdTaps: a tap on /game's frame
 * before the page was live) on the live control with the same `data-tap`, once React has drawn
 * it, and only once. A tap that finds no such control within REPLAY_WAIT_MS is dropped (the
 * page drew something else: an error, the off money mode's note).
 */
export function replayHeldTap(root: HTMLElement, waitMs = REPLAY_WAIT_MS): void {
  const page = window as HeldTapWindow;
  const observer = new MutationObserver(() => void replay());
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    delete page.__bgmiHeldTap;
  };
  const replay = (): boolean => {
    const key = page.__bgmiHeldTap;
    const control = key ? liveControl(root, key) : undefined;
    if (!control) return false;
    stop();
    control.click();
    return true;
  };
  const timer = setTimeout(stop, waitMs);
  if (replay()) return;
  observer.observe(root, { childList: true, subtree: true });
}
