import { useJantriT } from '../../../lib/i18n';
import { useSpecWords } from '../../../lib/spec-words';
import { useBetHistoryT } from '../i18n';
import { useState } from 'react';
import { formatRupees } from '@bgmi/shared';
import { type HistoryRow } from '@bgmi/shared/jantri-contract';
import { FilterBar, type NameFilter } from '../../../components/ledger/filter-bar';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { errorText } from '../../../lib/error-text';
import { useHistory } from '../api/get-history';
import { HistoryDetails } from './history-details';

/** /betHistory (Jantri History): per client and game, the bet count and amount; the count opens details. */
export default function BetHistoryPage() {
  const [filter, setFilter] = useState<NameFilter>({ client_name: '', game_name: '' });
  const [open, setOpen] = useState<HistoryRow | null>(null);
  const history = useHistory(filter);
  const t = useBetHistoryT();
  const tj = useJantriT();
  const say = useSpecWords();

  return (
    <LedgerPage title={t('page.title')}>
      <FilterBar idPrefix="history" value={filter} onChange={setFilter} />
      <div className="ledger-section">
        {history.isPending ? (
          <p className="page-loading">{tj('common.loading')}</p>
        ) : history.isError ? (
          <p className="form-error">{errorText(history.error, say('ledger.betHistoryError'))}</p>
        ) : history.data.length === 0 ? (
          <p className="empty-state">{say('ledger.noData')}</p>
        ) : (
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th>{t('table.client')}</th>
                  <th>{t('table.game')}</th>
                  <th>{t('table.bets')}</th>
                  <th className="ledger-num">{t('table.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {history.data.map((row) => (
                  <tr key={`${row.client_name}:${row.game_name}`}>
                    <td>{row.client_name}</td>
                    <td>{row.game_name}</td>
                    <td>
                      <button type="button" className="ledger-link" onClick={() => setOpen(row)}>
                        {row.total_bet_obj.total_bets}
                      </button>
                    </td>
                    <td className="ledger-num">{formatRupees(row.total_bet_obj.total_amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {open && <HistoryDetails row={open} onClose={() => setOpen(null)} />}
    </LedgerPage>
  );
}
