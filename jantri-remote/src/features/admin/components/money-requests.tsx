import { useSpecWords } from '../../../lib/spec-words';
import { useAdminT } from '../i18n';
import { useState } from 'react';
import { formatRupees, notifyError, notifySuccess } from '@bgmi/shared';
import type { Column } from '@bgmi/shared/ui-kit';
import { useAdminDeposits } from '../api/deposits';
import { useAdminWithdrawals } from '../api/withdrawals';
import { useDecideDeposit } from '../api/decide-deposit';
import { useDecideWithdrawal } from '../api/decide-withdrawal';
import { zonedDateTime, type AdminMoneyRow } from '@bgmi/shared/day-and-money';
import { InlineField } from '../../../components/inline-field/inline-field';
import { AdminTable } from './admin-table';

type Status = 'pending' | 'approved' | 'rejected' | 'all';

/** Deposits or withdrawals with a status filter; pending ones get Approve and Reject. */
export function MoneyRequests({ kind }: { kind: 'deposits' | 'withdrawals' }) {
  const [status, setStatus] = useState<Status>('pending');
  const t = useAdminT();
  const say = useSpecWords();
  const deposits = useAdminDeposits({ status });
  const withdrawals = useAdminWithdrawals({ status });
  const list = kind === 'deposits' ? deposits : withdrawals;
  const decideDeposit = useDecideDeposit();
  const decideWithdrawal = useDecideWithdrawal();
  const decide = kind === 'deposits' ? decideDeposit : decideWithdrawal;
  const act = (id: string, approve: boolean) =>
    decide.mutate(
      { id, approve },
      {
        onSuccess: (answer) => notifySuccess(say(answer.message)),
        onError: (e) => notifyError(say(e.message)),
      },
    );
  const decision = (row: AdminMoneyRow) =>
    row.status === 'Pending' && (
      <>
        <button
          type="button"
          className="btn btn-small btn-primary"
          disabled={decide.isPending}
          onClick={() => act(row.id, true)}
          aria-label={t('money.approveLabel', { ref: row.reference })}
        >
          {t('money.approve')}
        </button>
        <button
          type="button"
          className="btn btn-small btn-danger"
          disabled={decide.isPending}
          onClick={() => act(row.id, false)}
          aria-label={t('money.rejectLabel', { ref: row.reference })}
        >
          {t('money.reject')}
        </button>
      </>
    );
  const columns: Column<AdminMoneyRow>[] = [
    { header: t('money.user'), cell: (row) => row.user },
    {
      header: kind === 'deposits' ? t('money.utr') : t('money.transaction'),
      cell: (row) => row.reference,
    },
    { header: t('money.amount'), cell: (row) => formatRupees(row.amount) },
    { header: t('money.method'), cell: (row) => row.method },
    { header: t('money.status'), cell: (row) => row.status },
    { header: t('money.time'), cell: (row) => zonedDateTime(row.created) },
    { header: t('money.action'), cell: decision, cellClass: () => 'adm-actions' },
  ];
  return (
    <div>
      <InlineField className="adm-filter" label={t('money.status')}>
        {(control) => (
          <select
            {...control}
            className="select"
            value={status}
            onChange={(e) => setStatus(e.target.value as Status)}
          >
            {['pending', 'approved', 'rejected', 'all'].map((s) => (
              <option key={s} value={s}>
                {t(`status.${s as Status}`)}
              </option>
            ))}
          </select>
        )}
      </InlineField>
      <AdminTable
        query={list}
        rows={list.data?.data ?? []}
        columns={columns}
        rowKey={(row) => row.id}
        label={t(`money.${kind}`)}
      />
    </div>
  );
}
