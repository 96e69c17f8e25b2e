import { formatRupees } from '@bgmi/shared';
import { type HistoryRow } from '@bgmi/shared/src/jantri-contract';
import { BetDataText } from '../../../components/ledger/bet-data-text';

/** The details view of one history row: each bet record with its numbers and amounts. */
export function HistoryDetails({ row, onClose }: { row: HistoryRow; onClose: () => void }) {
  return (
    <div
      className="modal-backdrop"
      role="dialog"
      aria-modal="true"
      aria-labelledby="history-details-title"
      onClick={onClose}
    >
      <div className="modal" onClick={(event) => event.stopPropagation()}>
        <div className="modal-header">
          <h2 id="history-details-title">
            {row.client_name} · {row.game_name}
          </h2>
          <button type="button" className="btn btn-small" onClick={onClose} autoFocus>
            Close
          </button>
        </div>
        <p className="ledger-note">
          {row.total_bet_obj.total_bets} bets · {formatRupees(row.total_bet_obj.total_amount)}
        </p>
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th>Type</th>
                <th>Bet Data</th>
                <th className="ledger-num">Amount</th>
              </tr>
            </thead>
            <tbody>
              {row.total_bet_obj.details.map((record) => (
                <tr key={record._id}>
                  <td>{record.bet_data.hruf_type ?? record.bet_type}</td>
                  <td>
                    <BetDataText record={record} />
                  </td>
                  <td className="ledger-num">{formatRupees(record.total_amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
