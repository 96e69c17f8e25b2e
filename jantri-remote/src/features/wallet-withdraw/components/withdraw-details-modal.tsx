import { useWithdrawT } from '../i18n';
import type { WithdrawRecord } from '@bgmi/shared/jantri-contract';
import { Modal } from '@bgmi/shared/ui-kit';

const LABELS = new Set([
  'method',
  'phonepe',
  'upi',
  'account_number',
  'ifsc_code',
  'account_holder_name',
]);

/** The method and details of one withdrawal (opened from its transaction id). */
export function WithdrawDetailsModal({
  record,
  onClose,
}: {
  record: WithdrawRecord;
  onClose: () => void;
}) {
  const entries = Object.entries(record.withdraw_details).filter(([, value]) => value);
  const t = useWithdrawT();
  return (
    <Modal title={record.transaction_id} onClose={onClose}>
      <dl className="wd-details">
        {entries.map(([key, value]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{LABELS.has(key) ? t(`field.${key}` as Parameters<typeof t>[0]) : key}</dt>
            <dd>{String(value)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
