import { useJantriT, wordBetType } from '../../../lib/i18n';
import { useSpecWords } from '../../../lib/spec-words';
import { useBetsAndRevertT } from '../i18n';
import { useState } from 'react';
import { formatRupees, notifyError, notifySuccess } from '@bgmi/shared';
import { type BetRecord } from '@bgmi/shared/jantri-contract';
import { BetDataText } from '../../../components/ledger/bet-data-text';
import { FilterBar, type NameFilter } from '../../../components/ledger/filter-bar';
import { LedgerPage } from '../../../components/ledger/ledger-page';
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
      <div className="ledger-section">
        {records.isPending ? (
          <p className="page-loading">{tj('common.loading')}</p>
        ) : records.isError ? (
          <p className="form-error">{errorText(records.error, say('ledger.betHistoryError'))}</p>
        ) : records.data.length === 0 ? (
          <p className="empty-state">{say('ledger.noBetRecords')}</p>
        ) : (
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th>{t('table.client')}</th>
                  <th>{t('table.game')}</th>
                  <th>{t('table.type')}</th>
                  <th>{t('table.data')}</th>
                  <th className="ledger-num">{t('table.amount')}</th>
                  <th>{t('table.action')}</th>
                </tr>
              </thead>
              <tbody>
                {records.data.map((record) => (
                  <tr key={record._id}>
                    <td>{record.client_name}</td>
                    <td>{record.game_name}</td>
                    <td>
                      {record.bet_type === 'hruf'
                        ? t('table.hruf', {
                            side: wordBetType(tj, record.bet_data.hruf_type ?? ''),
                          })
                        : wordBetType(tj, record.bet_type)}
                    </td>
                    <td>
                      <BetDataText record={record} />
                    </td>
                    <td className="ledger-num">{formatRupees(record.total_amount)}</td>
                    <td>
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
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </LedgerPage>
  );
}
