import { useState, type FormEvent } from 'react';
import { notifyError, notifySuccess } from '@bgmi/shared';
import { LIMIT_WINDOWS, type MoneyStatus } from '@bgmi/shared/day-and-money';
import { useSetLimits } from '../api/set-limits';

const LABEL = { daily: 'Per day', weekly: 'Per week', monthly: 'Per month' } as const;

/** Deposit limits: lower at once, raise (or remove) only 24 hours later. */
export function LimitsForm({ status }: { status: MoneyStatus }) {
  const save = useSetLimits();
  const [values, setValues] = useState(() =>
    Object.fromEntries(
      LIMIT_WINDOWS.map((w) => [w, status.limits[w] === null ? '' : String(status.limits[w])]),
    ),
  );
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: Record<string, number | null> = {};
    for (const window of LIMIT_WINDOWS) {
      const text = (values[window] ?? '').trim();
      if (!text) body[window] = null;
      else if (!/^\d+$/.test(text) || Number(text) < 1)
        return setError(`${LABEL[window]}: enter a whole number of rupees, or leave it empty`);
      else body[window] = Number(text);
    }
    setError('');
    save.mutate(body, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (e) => notifyError(e.message),
    });
  };
  return (
    <form className="card form rp-card" onSubmit={submit} noValidate aria-label="Deposit limits">
      <h2 className="section-title">Deposit limits</h2>
      <p className="muted">
        A lower limit applies at once; a higher one (or none) only after 24 hours.
      </p>
      {LIMIT_WINDOWS.map((window) => (
        <div className="form-field" key={window}>
          <label htmlFor={`limit-${window}`}>
            {LABEL[window]} (₹) · used ₹{status.deposited[window]}
          </label>
          <input
            id={`limit-${window}`}
            className="input"
            inputMode="numeric"
            placeholder="No limit"
            value={values[window] ?? ''}
            onChange={(e) => setValues({ ...values, [window]: e.target.value })}
          />
        </div>
      ))}
      {status.pending_limits.map((p) => (
        <p className="muted" key={p.window} data-testid="pending-limit">
          {LABEL[p.window]}: {p.amount === null ? 'no limit' : `₹${p.amount}`} from{' '}
          {new Date(p.effective_at).toLocaleString('en-IN')}
        </p>
      ))}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save limits'}
      </button>
    </form>
  );
}
