import { useSpecWords } from '../../../lib/spec-words';
import { useJantriT, wordBetType } from '../../../lib/i18n';
import { useBetHistoryT } from '../i18n';
import { formatRupees } from '@bgmi/shared';
import { type HistoryRow } from '@bgmi/shared/jantri-contract';
import { DataTable, Modal } from '@bgmi/shared/ui-kit';
import { BetDataText } from '../../../components/ledger/bet-data-text';

/** The details view of one history row: each bet record with its numbers and amounts. */
export function HistoryDetails({ row, onClose }: { row: HistoryRow; onClose: () => void }) {
  const t = useBetHistoryT();
  const say = useSpecWords();
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
      <DataTable
        rows={row.total_bet_obj.details}
        rowKey={(record) => record._id}
        empty={say('ledger.noData')}
        columns={[
          {
            header: t('details.type'),
            cell: (record) => wordBetType(tj, record.bet_data.hruf_type ?? record.bet_type),
          },
          { header: t('details.data'), cell: (record) => <BetDataText record={record} /> },
          {
            header: t('details.amount'),
            className: 'ledger-num',
            cell: (record) => formatRupees(record.total_amount),
          },
        ]}
      />
    </Modal>
  );
}
