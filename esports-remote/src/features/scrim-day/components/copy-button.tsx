import { useState } from 'react';
import { notifyError } from '@bgmi/shared';
import { useEventDayT } from '../i18n';

/** Copies a value to the clipboard and says so for two seconds. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useEventDayT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      notifyError(t('copy.failed'));
    }
  };
  return (
    <button
      type="button"
      className="btn btn-small"
      aria-label={t('copy.label', { what: label })}
      onClick={copy}
    >
      {copied ? t('copy.copied') : t('copy.copy')}
    </button>
  );
}
