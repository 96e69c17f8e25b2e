import { useState } from 'react';
import { notifyError } from '@bgmi/shared';

/** Copies a value to the clipboard and says so for two seconds. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      notifyError('Could not copy: select the text and copy it yourself');
    }
  };
  return (
    <button type="button" className="btn btn-small" aria-label={`Copy ${label}`} onClick={copy}>
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
