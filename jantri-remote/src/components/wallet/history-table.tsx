import { useSpecWords } from '../../lib/spec-words';
import { useJantriT } from '../../lib/i18n';
import type { ReactNode } from 'react';
import { WALLET_MESSAGES } from '@bgmi/shared/jantri-contract';
import { moneyAmount } from '../../lib/money-mode';
import { StatusBadge } from './status-badge';
import { WalletTable } from './wallet-table';

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
  return (
    <WalletTable
      isPending={isPending}
      error={error}
      errorFallback={WALLET_MESSAGES.somethingWrong}
      empty={say('wallet.noData')}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { header: t('history.transaction'), cell: (row) => row.transaction },
        { header: t('history.amount'), cell: (row) => moneyAmount(row.amount) },
        { header: t('history.remark'), cell: (row) => row.remarks || '-' },
        { header: t('history.status'), cell: (row) => <StatusBadge status={row.status} /> },
      ]}
    />
  );
}
