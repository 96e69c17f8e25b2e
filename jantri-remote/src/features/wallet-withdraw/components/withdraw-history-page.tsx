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
  const rows = history.data?.data ?? [];
  return (
    <HistoryPage
      title={t('history.title')}
      query={history}
      rows={rows.map((row) => ({
        id: row._id,
        transaction: (
          <button type="button" className="wui-link-cell" onClick={() => setOpen(row)}>
            {row.transaction_id}
          </button>
        ),
        amount: row.withdraw_amount,
        remarks: row.remarks,
        status: row.withdraw_status,
      }))}
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
