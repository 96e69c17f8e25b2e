/** Shown while a page's code or data loads. */
import { useUiT } from './i18n';

export function PageLoading({ label }: { label?: string }) {
  const t = useUiT();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
