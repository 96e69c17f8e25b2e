import { toast, type ToastOptions } from 'react-toastify';

/** Spec timings: errors close after 1.5 s, successes after 2-3 s, the global default is 5 s. */
export const TOAST_TIMINGS = {
  errorMs: 1500,
  successMs: 3000,
  defaultMs: 5000,
} as const;

export function notifyError(message: string, options: ToastOptions = {}): void {
  toast.error(message, { autoClose: TOAST_TIMINGS.errorMs, ...options });
}

export function notifySuccess(message: string, options: ToastOptions = {}): void {
  toast.success(message, { autoClose: TOAST_TIMINGS.successMs, ...options });
}

export function notifyInfo(message: string, options: ToastOptions = {}): void {
  toast.info(message, { autoClose: TOAST_TIMINGS.successMs, ...options });
}
