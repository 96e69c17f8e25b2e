import { useJantriT, wordBetType } from '../../../lib/i18n';
import { useSpecWords } from '../../../lib/spec-words';
import { useBetsAndRevertT } from '../i18n';
import { useState } from 'react';
import { formatRupees, notifyError, notifySuccess } from '@bgmi/shared';
import { type BetRecord } from '@bgmi/shared/jantri-contract';
import { BetDataText } from '../../../components/ledger/bet-data-text';
import { FilterBar, type NameFilter } from '../../../components/ledger/filter-bar';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { LedgerTable } from '../../../components/ledger/ledger-table';
import { LoadingOverlay } from '../../../components/ledger/loading-overlay';
import { errorText } from '../../../lib/error-text';
import { useBetRecords, useDeleteBetRecord } from '../api/bet-records';

/** /userBetsAndRevert (Jantri Bet History): each bet record with Delete, which reverses exactly it. */
export default function BetsAndRevertPage() {
  const [filter, setFilter] = useState<NameFilter>({ client_name: '', game_name: '' });
  const records = useBetRecords(filter);
  const remove = useDeleteBetRecord();
  const t = useBetsAndRevertT();
  const tj = useJantriT();
  const say = useSpecWords();

  const onDelete = (record: BetRecord) =>
    remove.mutate(record, {
      onSuccess: () => notifySuccess(say('ledger.betDeleted')),
      onError: (error) => notifyError(errorText(error, say('ledger.deleteBetError'))),
    });

  return (
    <LedgerPage title={t('page.title')}>
      <LoadingOverlay show={remove.isPending} />
      <FilterBar idPrefix="revert" value={filter} onChange={setFilter} />
      <LedgerTable
        query={records}
        errorFallback={say('ledger.betHistoryError')}
        empty={say('ledger.noBetRecords')}
        rowKey={(record) => record._id}
        columns={[
          { header: t('table.client'), cell: (record) => record.client_name },
          { header: t('table.game'), cell: (record) => record.game_name },
          {
            header: t('table.type'),
            cell: (record) =>
              record.bet_type === 'hruf'
                ? t('table.hruf', { side: wordBetType(tj, record.bet_data.hruf_type ?? '') })
                : wordBetType(tj, record.bet_type),
          },
          { header: t('table.data'), cell: (record) => <BetDataText record={record} /> },
          {
            header: t('table.amount'),
            className: 'ledger-num',
            cell: (record) => formatRupees(record.total_amount),
          },
          {
            header: t('table.action'),
            cell: (record) => (
              <button
                type="button"
                className="btn btn-small btn-danger"
                disabled={remove.isPending}
                onClick={() => onDelete(record)}
                aria-label={t('table.deleteLabel', {
                  type: wordBetType(tj, record.bet_type),
                  numbers: record.bet_numbers,
                })}
              >
                {t('table.delete')}
              </button>
            ),
          },
        ]}
      />
    </LedgerPage>
  );
}
