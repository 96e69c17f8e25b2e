import { useEffect } from 'react';
import { useChatUi } from '../../../lib/chat-ui-store';
import { useChatT } from '../i18n';

const NOTICE_MS = 10_000;

/** The clickable new-message notification for a message from someone other than the open chat. */
export function NewMessageNotice() {
  const t = useChatT();
  const notice = useChatUi((state) => state.notice);
  const openChat = useChatUi((state) => state.openChat);
  const dismiss = useChatUi((state) => state.dismissNotice);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(dismiss, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, dismiss]);

  if (!notice) return null;
  return (
    <div className="tm-notice" role="alert">
      <button type="button" className="tm-notice-open" onClick={() => openChat(notice.from)}>
        <strong>{t('notice.from', { name: notice.name })}</strong>
        <span className="tm-notice-text">{notice.text}</span>
      </button>
      <button
        type="button"
        className="btn-link tm-notice-close"
        aria-label={t('notice.dismiss')}
        onClick={dismiss}
      >
        ×
      </button>
    </div>
  );
}
