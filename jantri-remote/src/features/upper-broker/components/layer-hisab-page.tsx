import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatRupees, todayInIndia } from '@bgmi/shared';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { errorText } from '../../../lib/error-text';
import { useLayerHisab } from '../api/upper-api';
import { useUpperT } from '../i18n';
import '../upper-broker.css';
import { DayField } from '../../../components/ledger/day-field';

const signed = (n: number) => (n < 0 ? `-${formatRupees(-n)}` : formatRupees(n));

/**
 * /upperHisab: per game of a day, what my clients played and my share of it, what I passed up
 * and what each upper made on it, what I kept, and my net (issue 27).
 */
export default function LayerHisabPage() {
  const t = useUpperT();
  const [date, setDate] = useState(todayInIndia());
  const hisab = useLayerHisab(date);
  const games = hisab.data?.games ?? [];
  return (
    <LedgerPage title={t('layer.title')} back="/hisabKitab">
      <nav className="upper-nav">
        <Link to="/uppers">{t('nav.uppers')}</Link>
        <Link to="/upperPasses">{t('nav.passes')}</Link>
      </nav>
      <div className="card ledger-form upper-date">
        <DayField id="layer-date" label={t('layer.date')} value={date} onChange={setDate} />
      </div>
      {hisab.isError && <p className="form-error">{errorText(hisab.error, t('common.failed'))}</p>}
      {hisab.data && games.length === 0 && <p className="empty-state">{t('layer.empty')}</p>}
      <ul className="upper-list" aria-label={t('layer.list')}>
        {games.map((g) => (
          <li key={g.game_name} className="card layer-card" data-testid="layer-game">
            <div className="pass-head">
              <strong>{g.game_name}</strong>
              <span className="pass-status">{t('layer.result', { result: g.result })}</span>
            </div>
            <dl className="layer-figures">
              <div>
                <dt>{t('layer.clientsPlayed')}</dt>
                <dd>{formatRupees(g.clients_kaam)}</dd>
              </div>
              <div>
                <dt>{t('layer.kept')}</dt>
                <dd data-testid="layer-kept">{formatRupees(g.kept_kaam)}</dd>
              </div>
              <div>
                <dt>{t('layer.passed')}</dt>
                <dd data-testid="layer-passed">{formatRupees(g.passed_kaam)}</dd>
              </div>
              <div>
                <dt>{t('layer.clientsResult')}</dt>
                <dd>{signed(g.clients_profit_loss)}</dd>
              </div>
              {g.passed.map((p) => (
                <div key={p.upper_name}>
                  <dt>{t('layer.made', { upper: p.upper_name })}</dt>
                  <dd>{signed(p.profit_loss)}</dd>
                </div>
              ))}
              <div className="layer-net">
                <dt>{t('layer.net')}</dt>
                <dd data-testid="layer-net">{signed(g.net)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {games.length > 1 && hisab.data && (
        <p className="card layer-total">
          {t('layer.totals', {
            kept: formatRupees(hisab.data.totals.kept_kaam),
            passed: formatRupees(hisab.data.totals.passed_kaam),
            net: signed(hisab.data.totals.net),
          })}
        </p>
      )}
    </LedgerPage>
  );
}
