import { useState } from 'react';
import { notifyError, notifySuccess } from '@bgmi/shared';
import {
  EXCLUSION_PERIODS,
  type ExclusionPeriod,
  type MoneyStatus,
} from '@bgmi/shared/day-and-money';
import { useSelfExclude } from '../api/self-exclude';

const LABEL: Record<ExclusionPeriod, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  permanent: 'Permanently',
};

/** Self-exclusion: no deposits or bets until it ends; withdrawals stay open; no early end. */
export function ExclusionCard({ status }: { status: MoneyStatus }) {
  const exclude = useSelfExclude();
  const [period, setPeriod] = useState<ExclusionPeriod>('24h');
  const [confirming, setConfirming] = useState(false);
  const send = () =>
    exclude.mutate(period, {
      onSuccess: (answer) => {
        setConfirming(false);
        notifySuccess(answer.message);
      },
      onError: (e) => notifyError(e.message),
    });
  return (
    <div className="card form rp-card">
      <h2 className="section-title">Self-exclusion</h2>
      {status.excluded_permanently ? (
        <p className="form-error" data-testid="excluded">
          You are self-excluded permanently.
        </p>
      ) : status.excluded_until ? (
        <p className="form-error" data-testid="excluded">
          You are self-excluded until {new Date(status.excluded_until).toLocaleString('en-IN')}.
        </p>
      ) : (
        <p className="muted">Take a break: no deposits or bets until it ends.</p>
      )}
      <p className="muted">Withdrawals stay allowed. A self-exclusion cannot be lifted early.</p>
      {!status.excluded_permanently && (
        <>
          <div className="form-field">
            <label htmlFor="rp-period">Exclude me for</label>
            <select
              id="rp-period"
              className="select"
              value={period}
              onChange={(e) => setPeriod(e.target.value as ExclusionPeriod)}
            >
              {EXCLUSION_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {LABEL[p]}
                </option>
              ))}
            </select>
          </div>
          {confirming ? (
            <div className="rp-confirm" role="group" aria-label="Confirm self-exclusion">
              <span>
                Exclude yourself for {LABEL[period].toLowerCase()}? This cannot be undone.
              </span>
              <button type="button" className="btn btn-danger" onClick={send}>
                Yes, exclude me
              </button>
              <button type="button" className="btn" onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </div>
          ) : (
            <button type="button" className="btn" onClick={() => setConfirming(true)}>
              Start self-exclusion
            </button>
          )}
        </>
      )}
    </div>
  );
}
