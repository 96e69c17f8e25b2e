import { useJantriT } from '../../lib/i18n';
import { useSpecWords } from '../../lib/spec-words';
import type { ReactNode } from 'react';
import { WALLET_MESSAGES } from '@bgmi/shared/jantri-contract';
import { moneyAmount } from '../../lib/money-mode';
import { StatusBadge } from './status-badge';

/** One row of the deposit or withdraw history (spec: the same table for both). */
export interface HistoryRow {
  id: string;
  transaction: ReactNode;
  amount: number;
  remarks: string | null | undefined;
  status: number;
}

interface HistoryTableProps {
  isPending: boolean;
  error: Error | null;
  rows: HistoryRow[];
}

/** Loading, error and empty states, then Transaction ID, Amount, Remark, Status. */
export function HistoryTable({ isPending, error, rows }: HistoryTableProps) {
  const t = useJantriT();
  const say = useSpecWords();
  if (isPending) {
    return (
      <p className="page-loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (error) {
    return (
      <p className="form-error" role="alert">
        {say(error.message || WALLET_MESSAGES.somethingWrong)}
      </p>
    );
  }
  if (rows.length === 0) return <p className="empty-state">{say('wallet.noData')}</p>;
  return (
    <div className="table-wrap">
      <table className="table wui-table">
        <thead>
          <tr>
            <th>{t('history.transaction')}</th>
            <th>{t('history.amount')}</th>
            <th>{t('history.remark')}</th>
            <th>{t('history.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.transaction}</td>
              <td>{moneyAmount(row.amount)}</td>
              <td>{row.remarks || '-'}</td>
              <td>
                <StatusBadge status={row.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
