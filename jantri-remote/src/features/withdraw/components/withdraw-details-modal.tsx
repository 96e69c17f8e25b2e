import type { WithdrawRecord } from '@bgmi/shared/jantri-contract';
import { Modal } from '@bgmi/shared/ui-kit';

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
  const entries = Object.entries(record.withdraw_details).filter(([, value]) => value);
  return (
    <Modal title={record.transaction_id} onClose={onClose}>
      <dl className="wd-details">
        {entries.map(([key, value]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{LABELS[key] ?? key}</dt>
            <dd>{String(value)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
