import { useSpecWords } from '../../../lib/spec-words';
import { useCuttingT } from '../i18n';
import { useEffect, useState } from 'react';
import { notifyError } from '@bgmi/shared';

/** Puts text on the clipboard; the older execCommand path covers pages without clipboard access. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // fall through to the textarea path (e.g. permission refused)
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand?.('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

/** A copy button that reads 'Copied!' for 2 seconds after a successful copy. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const say = useSpecWords();
  const tc = useCuttingT();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="btn btn-small cut-copy"
      disabled={!text}
      aria-label={copied ? say('ledger.copied') : label}
      onClick={() =>
        copyText(text).then(
          () => setCopied(true),
          () => notifyError(tc('share.copyFailed')),
        )
      }
    >
      {copied ? say('ledger.copied') : label}
    </button>
  );
}
