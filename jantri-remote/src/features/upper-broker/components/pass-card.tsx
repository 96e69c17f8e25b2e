import { formatRupees } from '@bgmi/shared';
import type { JantriPass } from '@bgmi/shared/jantri-contract';
import type { ReactNode } from 'react';
import { useUpperT } from '../i18n';

/** One pass: who, game, day, the one-line cut, its total and state, plus the row's actions. */
export function PassCard({
  pass,
  who,
  children,
}: {
  pass: JantriPass;
  who: string;
  children?: ReactNode;
}) {
  const t = useUpperT();
  return (
    <li className={`card pass-card pass-${pass.status}`} data-testid="pass-card">
      <div className="pass-head">
        <strong>{who}</strong>
        <span className="pass-status">{t(`status.${pass.status}`)}</span>
      </div>
      <p className="ledger-note">
        {pass.game_name} · {pass.date} · {t('card.total', { total: formatRupees(pass.total) })}
      </p>
      <p className="upper-one-line">{pass.cutting}</p>
      <p className="upper-terms-text">
        {t('card.terms', {
          terms: t('uppers.terms', {
            rate: pass.terms_of.passing_rate,
            lc: pass.terms_of.lc,
            basis: pass.terms_of.commission_basis,
            patti: pass.terms_of.patti,
          }),
        })}
      </p>
      {pass.refuse_reason && (
        <p className="form-error">{t('card.reason', { reason: pass.refuse_reason })}</p>
      )}
      {children && <div className="upper-row-actions">{children}</div>}
    </li>
  );
}
