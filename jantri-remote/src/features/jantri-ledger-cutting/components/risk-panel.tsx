import { useSpecWords } from '../../../lib/spec-words';
import { useCuttingT } from '../i18n';
import { useState } from 'react';
import { formatRupees, LEDGER_MESSAGES, notifyError } from '@bgmi/shared';
import { errorText } from '../../../lib/error-text';
import { useRisk } from '../api/jantri-risk';
import { RiskGrid } from './risk-grid';
import { DecimalField } from '../../../components/ledger/decimal-field';

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
  const t = useCuttingT();
  const say = useSpecWords();
  const [typed, setTyped] = useState('');
  const [maxLoss, setMaxLoss] = useState('');
  const risk = useRisk({ client_name, game_name, max_loss: maxLoss, cutHrf });

  if (!client_name || !game_name) {
    return <p className="empty-state">{t('risk.choose')}</p>;
  }
  if (risk.isPending) return <p className="page-loading">{t('risk.loading')}</p>;
  if (risk.isError) {
    return <p className="form-error">{errorText(risk.error, LEDGER_MESSAGES.fetchDataFailed)}</p>;
  }
  const { data } = risk.data;
  if (data.collection === 0) return <p className="empty-state">{say('ledger.noData')}</p>;
  const cap = data.cap;
  return (
    <div className="risk-panel">
      <dl className="cut-totals risk-summary">
        <div>
          <dt>{t('risk.collection')}</dt>
          <dd data-testid="risk-collection">{formatRupees(data.collection)}</dd>
        </div>
        <div>
          <dt>{t('risk.worst')}</dt>
          <dd data-testid="risk-worst-number">{data.worst.number}</dd>
        </div>
        <div>
          <dt>{data.worst.loss > 0 ? t('risk.lossIfWins') : t('risk.gainAtWorst')}</dt>
          <dd data-testid="risk-worst-loss">{formatRupees(Math.abs(data.worst.loss))}</dd>
        </div>
      </dl>
      <p className="ledger-note">{t('risk.note')}</p>
      <RiskGrid numbers={data.numbers} worst={data.worst.number} />
      <form
        className="ledger-form risk-cap"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const value = Number(typed);
          if (typed.trim() === '' || !Number.isFinite(value) || value < 0) {
            notifyError(t('risk.enterMax'));
            return;
          }
          setMaxLoss(typed.trim());
        }}
      >
        <DecimalField
          id="risk-max-loss"
          label={t('risk.maxLoss')}
          value={typed}
          onChange={(text) => setTyped(text)}
        />
        <button type="submit" className="btn btn-primary" disabled={risk.isFetching}>
          {t('risk.find')}
        </button>
      </form>
      {cap && (
        <div className="card risk-cap-result" data-testid="risk-cap">
          {!cap.needed && <p>{t('risk.noCut', { amount: formatRupees(cap.max_loss) })}</p>}
          {cap.needed && !cap.reachable && (
            <p className="form-error">
              {t('risk.unreachable', { amount: formatRupees(cap.worst_after.loss) })}
            </p>
          )}
          {cap.needed && cap.reachable && cap.cutNum !== null && (
            <>
              <p>
                {t('risk.cutBefore')}
                <strong data-testid="risk-cap-cut">{cap.cutNum}</strong>
                {t('risk.cutAfter', {
                  number: cap.worst_after.number,
                  amount: formatRupees(Math.max(0, cap.worst_after.loss)),
                })}
              </p>
              <button type="button" className="btn btn-small" onClick={() => onUseCut(cap.cutNum!)}>
                {t('risk.use')}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
