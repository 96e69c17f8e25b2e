import { formatTime } from '../../../lib/format-time';
import { useSpecWords } from '../../../lib/spec-words';
import { useResponsiblePlayT } from '../i18n';
import { useState } from 'react';
import { notifyError, notifySuccess } from '@bgmi/shared';
import {
  EXCLUSION_PERIODS,
  type ExclusionPeriod,
  type MoneyStatus,
} from '@bgmi/shared/day-and-money';
import { useSelfExclude } from '../api/self-exclude';
import { FormField } from '@bgmi/shared/ui-kit';

/** Self-exclusion: no deposits or bets until it ends; withdrawals stay open; no early end. */
export function ExclusionCard({ status }: { status: MoneyStatus }) {
  const exclude = useSelfExclude();
  const t = useResponsiblePlayT();
  const say = useSpecWords();
  const [period, setPeriod] = useState<ExclusionPeriod>('24h');
  const [confirming, setConfirming] = useState(false);
  const send = () =>
    exclude.mutate(period, {
      onSuccess: (answer) => {
        setConfirming(false);
        notifySuccess(say(answer.message));
      },
      onError: (e) => notifyError(say(e.message)),
    });
  return (
    <div className="card form rp-card">
      <h2 className="section-title">{t('exclusion.title')}</h2>
      {status.excluded_permanently ? (
        <p className="form-error" data-testid="excluded">
          {t('exclusion.permanent')}
        </p>
      ) : status.excluded_until ? (
        <p className="form-error" data-testid="excluded">
          {t('exclusion.until', { when: formatTime(status.excluded_until) })}
        </p>
      ) : (
        <p className="muted">{t('exclusion.intro')}</p>
      )}
      <p className="muted">{t('exclusion.withdrawals')}</p>
      {!status.excluded_permanently && (
        <>
          <FormField id="rp-period" label={t('exclusion.for')}>
            {(control) => (
              <select
                {...control}
                className="select"
                value={period}
                onChange={(e) => setPeriod(e.target.value as ExclusionPeriod)}
              >
                {EXCLUSION_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(`period.${p}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {confirming ? (
            <div className="rp-confirm" role="group" aria-label={t('exclusion.confirmLabel')}>
              <span>{t('exclusion.question', { period: t(`period.${period}`) })}</span>
              <button type="button" className="btn btn-danger" onClick={send}>
                {t('exclusion.yes')}
              </button>
              <button type="button" className="btn" onClick={() => setConfirming(false)}>
                {t('exclusion.cancel')}
              </button>
            </div>
          ) : (
            <button type="button" className="btn" onClick={() => setConfirming(true)}>
              {t('exclusion.start')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
