import { useState } from 'react';
import { formatRupees, LEDGER_MESSAGES, notifyError } from '@bgmi/shared';
import { errorText } from '../../../lib/error-text';
import { useRisk } from '../api/jantri-risk';
import { RiskGrid } from './risk-grid';

interface RiskPanelProps {
  client_name: string;
  game_name: string;
  /** The haruf cut typed in the cutting form, kept while the jodi cut is searched. */
  cutHrf: string;
  /** Puts the found jodi cut into the cutting form's 'Cutting Number Rs.'. */
  onUseCut: (cutNum: number) => void;
}

/**
 * Risk before the result (DESIGN section 5): per number what it costs if it wins, the worst
 * number, and the jodi cut that keeps the loss within what the operator types.
 */
export function RiskPanel({ client_name, game_name, cutHrf, onUseCut }: RiskPanelProps) {
  const [typed, setTyped] = useState('');
  const [maxLoss, setMaxLoss] = useState('');
  const risk = useRisk({ client_name, game_name, max_loss: maxLoss, cutHrf });

  if (!client_name || !game_name) {
    return <p className="empty-state">Choose a client and a game to see the risk per number.</p>;
  }
  if (risk.isPending) return <p className="page-loading">Loading risk...</p>;
  if (risk.isError) {
    return <p className="form-error">{errorText(risk.error, LEDGER_MESSAGES.fetchDataFailed)}</p>;
  }
  const { data } = risk.data;
  if (data.collection === 0) return <p className="empty-state">{LEDGER_MESSAGES.noData}</p>;
  const cap = data.cap;
  return (
    <div className="risk-panel">
      <dl className="cut-totals risk-summary">
        <div>
          <dt>Collection</dt>
          <dd data-testid="risk-collection">{formatRupees(data.collection)}</dd>
        </div>
        <div>
          <dt>Worst number</dt>
          <dd data-testid="risk-worst-number">{data.worst.number}</dd>
        </div>
        <div>
          <dt>{data.worst.loss > 0 ? 'Loss if it wins' : 'Gain at worst'}</dt>
          <dd data-testid="risk-worst-loss">{formatRupees(Math.abs(data.worst.loss))}</dd>
        </div>
      </dl>
      <p className="ledger-note">
        Each cell: what you keep (+) or lose (−) if that number wins; jodi at each client&apos;s
        rate, A.H and B.H at rate/10.
      </p>
      <RiskGrid numbers={data.numbers} worst={data.worst.number} />
      <form
        className="ledger-form risk-cap"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const value = Number(typed);
          if (typed.trim() === '' || !Number.isFinite(value) || value < 0) {
            notifyError('Enter the most you can lose, in rupees');
            return;
          }
          setMaxLoss(typed.trim());
        }}
      >
        <div className="form-field">
          <label htmlFor="risk-max-loss">Max loss Rs.</label>
          <input
            id="risk-max-loss"
            className="input"
            type="number"
            inputMode="decimal"
            min={0}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={risk.isFetching}>
          Find cut
        </button>
      </form>
      {cap && (
        <div className="card risk-cap-result" data-testid="risk-cap">
          {!cap.needed && (
            <p>No cut needed: the worst loss is already within {formatRupees(cap.max_loss)}.</p>
          )}
          {cap.needed && !cap.reachable && (
            <p className="form-error">
              Even cutting every jodi, the haruf alone loses {formatRupees(cap.worst_after.loss)}:
              enter a lower Cutting Haruf.
            </p>
          )}
          {cap.needed && cap.reachable && cap.cutNum !== null && (
            <>
              <p>
                Cut jodi above <strong data-testid="risk-cap-cut">{cap.cutNum}</strong>: worst then{' '}
                {cap.worst_after.number}, loss {formatRupees(Math.max(0, cap.worst_after.loss))}.
              </p>
              <button type="button" className="btn btn-small" onClick={() => onUseCut(cap.cutNum!)}>
                Use this cut
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
