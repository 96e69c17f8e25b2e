import { useEffect } from 'react';
import { notifyError } from '@bgmi/shared';

/** Toasts a failed load once per error (the server's message, else the spec's fallback). */
export function useErrorToast(error: Error | null, fallback: string): void {
  useEffect(() => {
    if (error) notifyError(error.message || fallback);
  }, [error, fallback]);
}
