import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatRupees, todayInIndia } from '@bgmi/shared';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { errorText } from '../../../lib/error-text';
import { useLayerHisab } from '../api/upper-api';
import '../upper-broker.css';

const signed = (n: number) => (n < 0 ? `-${formatRupees(-n)}` : formatRupees(n));

/**
 * /upperHisab: per game of a day, what my clients played and my share of it, what I passed up
 * and what each upper made on it, what I kept, and my net (issue 27).
 */
export default function LayerHisabPage() {
  const today = todayInIndia();
  const [date, setDate] = useState(today);
  const hisab = useLayerHisab(date);
  const games = hisab.data?.games ?? [];
  return (
    <LedgerPage title="Kept / passed hisab" back="/hisabKitab">
      <nav className="upper-nav">
        <Link to="/uppers">Upper operators</Link>
        <Link to="/upperPasses">Passes</Link>
      </nav>
      <div className="card ledger-form upper-date">
        <div className="form-field">
          <label htmlFor="layer-date">Date</label>
          <input
            id="layer-date"
            className="input"
            type="date"
            max={today}
            value={date}
            onChange={(event) => setDate(event.target.value > today ? today : event.target.value)}
          />
        </div>
      </div>
      {hisab.isError && (
        <p className="form-error">{errorText(hisab.error, 'Something went wrong')}</p>
      )}
      {hisab.data && games.length === 0 && (
        <p className="empty-state">No result is settled on this day.</p>
      )}
      <ul className="upper-list" aria-label="Layer hisab">
        {games.map((g) => (
          <li key={g.game_name} className="card layer-card" data-testid="layer-game">
            <div className="pass-head">
              <strong>{g.game_name}</strong>
              <span className="pass-status">Result {g.result}</span>
            </div>
            <dl className="layer-figures">
              <div>
                <dt>Clients played</dt>
                <dd>{formatRupees(g.clients_kaam)}</dd>
              </div>
              <div>
                <dt>Kept</dt>
                <dd data-testid="layer-kept">{formatRupees(g.kept_kaam)}</dd>
              </div>
              <div>
                <dt>Passed</dt>
                <dd data-testid="layer-passed">{formatRupees(g.passed_kaam)}</dd>
              </div>
              <div>
                <dt>Clients result (my share)</dt>
                <dd>{signed(g.clients_profit_loss)}</dd>
              </div>
              {g.passed.map((p) => (
                <div key={p.upper_name}>
                  <dt>{p.upper_name} made</dt>
                  <dd>{signed(p.profit_loss)}</dd>
                </div>
              ))}
              <div className="layer-net">
                <dt>Net</dt>
                <dd data-testid="layer-net">{signed(g.net)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {games.length > 1 && hisab.data && (
        <p className="card layer-total">
          Kept {formatRupees(hisab.data.totals.kept_kaam)} · Passed{' '}
          {formatRupees(hisab.data.totals.passed_kaam)} · Net {signed(hisab.data.totals.net)}
        </p>
      )}
    </LedgerPage>
  );
}
