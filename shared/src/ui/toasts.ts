import type { ToastOptions } from 'react-toastify/unstyled';

/** Spec timings: errors close after 1.5 s, successes after 2-3 s, the global default is 5 s. */
export const TOAST_TIMINGS = {
  errorMs: 1500,
  successMs: 3000,
  defaultMs: 5000,
} as const;

// The unstyled build: the default one puts its stylesheet (`:root` variables included) into the
// page's <head> when its container mounts, which restyles a page a side is embedded into. Its
// styles come from ReactToastify.css instead, scoped under the side's root like every other.
type Toastify = typeof import('react-toastify/unstyled');

const KEY = '__BGMI_TOASTIFY__';
interface Holder {
  module: Promise<Toastify> | null;
  listeners: Set<() => void>;
}
const holder: Holder = ((globalThis as { [KEY]?: Holder })[KEY] ??= {
  module: null,
  listeners: new Set(),
});

/**
 * react-toastify is loaded on the first toast, not with the page: a first visit that never
 * shows a toast does not download it. Toasts raised before the container mounts are queued by
 * react-toastify and shown when it does (see ToastArea).
 */
export function loadToastify(): Promise<Toastify> {
  if (!holder.module) {
    holder.module = import('react-toastify/unstyled');
    for (const listener of holder.listeners) listener();
  }
  return holder.module;
}

export function toastifyRequested(): boolean {
  return holder.module !== null;
}

export function onToastifyRequested(listener: () => void): () => void {
  holder.listeners.add(listener);
  return () => holder.listeners.delete(listener);
}

export function notifyError(message: string, options: ToastOptions = {}): void {
  void loadToastify().then(({ toast }) =>
    toast.error(message, { autoClose: TOAST_TIMINGS.errorMs, ...options }),
  );
}

export function notifySuccess(message: string, options: ToastOptions = {}): void {
  void loadToastify().then(({ toast }) =>
    toast.success(message, { autoClose: TOAST_TIMINGS.successMs, ...options }),
  );
}

export function notifyInfo(message: string, options: ToastOptions = {}): void {
  void loadToastify().then(({ toast }) =>
    toast.info(message, { autoClose: TOAST_TIMINGS.successMs, ...options }),
  );
}
