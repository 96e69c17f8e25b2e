import { formatTime } from '../../../lib/format-time';
import { typedNumber } from '../../../lib/number-input';
import { useSpecWords } from '../../../lib/spec-words';
import { useResponsiblePlayT } from '../i18n';
import { useState, type FormEvent } from 'react';
import { notifyError, notifySuccess } from '@bgmi/shared';
import { LIMIT_WINDOWS, type MoneyStatus } from '@bgmi/shared/day-and-money';
import { useSetLimits } from '../api/set-limits';
import { FormField } from '@bgmi/shared/ui-kit';

/** Deposit limits: lower at once, raise (or remove) only 24 hours later. */
export function LimitsForm({ status }: { status: MoneyStatus }) {
  const save = useSetLimits();
  const t = useResponsiblePlayT();
  const say = useSpecWords();
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
        return setError(t('limits.wholeNumber', { window: t(`window.${window}`) }));
      else body[window] = Number(text);
    }
    setError('');
    save.mutate(body, {
      onSuccess: (answer) => notifySuccess(say(answer.message)),
      onError: (e) => notifyError(say(e.message)),
    });
  };
  return (
    <form className="card form rp-card" onSubmit={submit} noValidate aria-label={t('limits.label')}>
      <h2 className="section-title">{t('limits.title')}</h2>
      <p className="muted">{t('limits.intro')}</p>
      {LIMIT_WINDOWS.map((window) => (
        <FormField
          key={window}
          id={`limit-${window}`}
          label={
            <>
              {t('limits.field', { window: t(`window.${window}`), used: status.deposited[window] })}
            </>
          }
        >
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              placeholder={t('limits.none')}
              value={values[window] ?? ''}
              onChange={(e) => setValues({ ...values, [window]: typedNumber(e.target.value) })}
            />
          )}
        </FormField>
      ))}
      {status.pending_limits.map((p) => (
        <p className="muted" key={p.window} data-testid="pending-limit">
          {t('limits.pending', {
            window: t(`window.${p.window}`),
            amount: p.amount === null ? t('limits.noneLower') : `₹${p.amount}`,
            when: formatTime(p.effective_at),
          })}
        </p>
      ))}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? t('limits.saving') : t('limits.save')}
      </button>
    </form>
  );
}
