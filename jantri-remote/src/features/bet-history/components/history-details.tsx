import { useJantriT, wordBetType } from '../../../lib/i18n';
import { useBetHistoryT } from '../i18n';
import { formatRupees } from '@bgmi/shared';
import { type HistoryRow } from '@bgmi/shared/jantri-contract';
import { Modal } from '@bgmi/shared/ui-kit';
import { BetDataText } from '../../../components/ledger/bet-data-text';

/** The details view of one history row: each bet record with its numbers and amounts. */
export function HistoryDetails({ row, onClose }: { row: HistoryRow; onClose: () => void }) {
  const t = useBetHistoryT();
  const tj = useJantriT();
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
        {t('details.summary', {
          count: row.total_bet_obj.total_bets,
          amount: formatRupees(row.total_bet_obj.total_amount),
        })}
      </p>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th>{t('details.type')}</th>
              <th>{t('details.data')}</th>
              <th className="ledger-num">{t('details.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {row.total_bet_obj.details.map((record) => (
              <tr key={record._id}>
                <td>{wordBetType(tj, record.bet_data.hruf_type ?? record.bet_type)}</td>
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
