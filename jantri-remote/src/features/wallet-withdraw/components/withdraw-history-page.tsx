import { useWithdrawT } from '../i18n';
import { useState } from 'react';
import { useSession } from '@bgmi/shared';
import { type WithdrawRecord } from '@bgmi/shared/jantri-contract';
import { useWithdrawHistory } from '../api/withdraw-history';
import { MoneyGate } from '../../../components/wallet/money-gate';
import { HistoryPage } from '../../../components/wallet/history-page';
import { WithdrawDetailsModal } from './withdraw-details-modal';
import '../wallet-withdraw.css';

function WithdrawHistory() {
  const username = useSession((state) => state.userinfo?.username);
  const history = useWithdrawHistory(username);
  const t = useWithdrawT();
  const [open, setOpen] = useState<WithdrawRecord | null>(null);
  return (
    <HistoryPage
      title={t('history.title')}
      query={history}
      row={(record) => ({
        transaction: (
          <button type="button" className="wui-link-cell" onClick={() => setOpen(record)}>
            {record.transaction_id}
          </button>
        ),
        amount: record.withdraw_amount,
        remarks: record.remarks,
        status: record.withdraw_status,
      })}
    >
      {open && <WithdrawDetailsModal record={open} onClose={() => setOpen(null)} />}
    </HistoryPage>
  );
}

export default function WithdrawHistoryPage() {
  const t = useWithdrawT();
  return (
    <MoneyGate title={t('history.title')}>
      <WithdrawHistory />
    </MoneyGate>
  );
}
