import { useEffect } from 'react';
import type { WithdrawRecord } from '@bgmi/shared';

const LABELS: Record<string, string> = {
  method: 'Method',
  phonepe: 'PhonePe number',
  upi: 'UPI ID',
  account_number: 'Account number',
  ifsc_code: 'IFSC code',
  account_holder_name: 'Account holder name',
};

/** The method and details of one withdrawal (opened from its transaction id). */
export function WithdrawDetailsModal({
  record,
  onClose,
}: {
  record: WithdrawRecord;
  onClose: () => void;
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const entries = Object.entries(record.withdraw_details).filter(([, value]) => value);
  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="wd-modal-title"
        onClick={(e) => e.stopPropagation()}
      >
        <div className="modal-header">
          <h2 id="wd-modal-title">{record.transaction_id}</h2>
          <button type="button" className="btn btn-small" onClick={onClose} autoFocus>
            Close
          </button>
        </div>
        <dl className="wd-details">
          {entries.map(([key, value]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{LABELS[key] ?? key}</dt>
              <dd>{String(value)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
