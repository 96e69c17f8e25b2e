import { useSpecWords } from '../../../lib/spec-words';
import { useBetHistoryT } from '../i18n';
import { useState } from 'react';
import { formatRupees } from '@bgmi/shared';
import { type HistoryRow } from '@bgmi/shared/jantri-contract';
import { FilterBar, type NameFilter } from '../../../components/ledger/filter-bar';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { LedgerTable } from '../../../components/ledger/ledger-table';
import { useHistory } from '../api/get-history';
import { HistoryDetails } from './history-details';

/** /betHistory (Jantri History): per client and game, the bet count and amount; the count opens details. */
export default function BetHistoryPage() {
  const [filter, setFilter] = useState<NameFilter>({ client_name: '', game_name: '' });
  const [open, setOpen] = useState<HistoryRow | null>(null);
  const history = useHistory(filter);
  const t = useBetHistoryT();
  const say = useSpecWords();

  return (
    <LedgerPage title={t('page.title')}>
      <FilterBar idPrefix="history" value={filter} onChange={setFilter} />
      <LedgerTable
        query={history}
        errorFallback={say('ledger.betHistoryError')}
        empty={say('ledger.noData')}
        rowKey={(row) => `${row.client_name}:${row.game_name}`}
        columns={[
          { header: t('table.client'), cell: (row) => row.client_name },
          { header: t('table.game'), cell: (row) => row.game_name },
          {
            header: t('table.bets'),
            cell: (row) => (
              <button type="button" className="ledger-link" onClick={() => setOpen(row)}>
                {row.total_bet_obj.total_bets}
              </button>
            ),
          },
          {
            header: t('table.amount'),
            className: 'ledger-num',
            cell: (row) => formatRupees(row.total_bet_obj.total_amount),
          },
        ]}
      />
      {open && <HistoryDetails row={open} onClose={() => setOpen(null)} />}
    </LedgerPage>
  );
}
