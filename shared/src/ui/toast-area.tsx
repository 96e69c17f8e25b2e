import { lazy, Suspense, useSyncExternalStore } from 'react';
import {
  loadToastify,
  onToastifyRequested,
  TOAST_TIMINGS,
  toastifyRequested,
} from '@bgmi/shared/host-api';
import { useUiT } from './i18n';

const LazyToastContainer = lazy(() =>
  loadToastify().then((module) => ({ default: module.ToastContainer })),
);

/**
 * The toast area (spec: top right, default 5 s, errors 1.5 s). It renders the container once a
 * first toast is raised, so react-toastify is not part of the first page load.
 */
export function ToastArea() {
  const requested = useSyncExternalStore(onToastifyRequested, toastifyRequested, () => false);
  const t = useUiT();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastContainer
        position="top-right"
        autoClose={TOAST_TIMINGS.defaultMs}
        newestOnTop
        aria-label={t('toasts')}
      />
    </Suspense>
  );
}
