import { formatRupees } from '@bgmi/shared';
import { type HistoryRow } from '@bgmi/shared/jantri-contract';
import { Modal } from '@bgmi/shared/ui-kit';
import { BetDataText } from '../../../components/ledger/bet-data-text';

/** The details view of one history row: each bet record with its numbers and amounts. */
export function HistoryDetails({ row, onClose }: { row: HistoryRow; onClose: () => void }) {
  return (
    <Modal
      title={
        <>
          {row.client_name} · {row.game_name}
        </>
      }
      onClose={onClose}
    >
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
    </Modal>
  );
}
