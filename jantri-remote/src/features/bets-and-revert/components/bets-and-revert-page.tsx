import { useState } from 'react';
import { formatRupees, LEDGER_MESSAGES, notifyError, notifySuccess } from '@bgmi/shared';
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

  const onDelete = (record: BetRecord) =>
    remove.mutate(record, {
      onSuccess: () => notifySuccess(LEDGER_MESSAGES.betDeleted),
      onError: (error) => notifyError(errorText(error, LEDGER_MESSAGES.deleteBetError)),
    });

  return (
    <LedgerPage title="Jantri Bet History">
      <LoadingOverlay show={remove.isPending} />
      <FilterBar idPrefix="revert" value={filter} onChange={setFilter} />
      <div className="ledger-section">
        {records.isPending ? (
          <p className="page-loading">Loading...</p>
        ) : records.isError ? (
          <p className="form-error">{errorText(records.error, LEDGER_MESSAGES.betHistoryError)}</p>
        ) : records.data.length === 0 ? (
          <p className="empty-state">{LEDGER_MESSAGES.noBetRecords}</p>
        ) : (
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th>Client</th>
                  <th>Game</th>
                  <th>Type</th>
                  <th>Bet Data</th>
                  <th className="ledger-num">Amount</th>
                  <th>Action</th>
                </tr>
              </thead>
              <tbody>
                {records.data.map((record) => (
                  <tr key={record._id}>
                    <td>{record.client_name}</td>
                    <td>{record.game_name}</td>
                    <td>
                      {record.bet_type === 'hruf'
                        ? `hruf (${record.bet_data.hruf_type})`
                        : record.bet_type}
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
                        aria-label={`Delete ${record.bet_type} ${record.bet_numbers}`}
                      >
                        Delete
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
