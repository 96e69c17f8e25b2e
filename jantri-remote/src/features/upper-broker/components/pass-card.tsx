import { formatRupees } from '@bgmi/shared';
import type { JantriPass } from '@bgmi/shared/jantri-contract';
import type { ReactNode } from 'react';

const STATUS: Record<JantriPass['status'], string> = {
  sent: 'Waiting for answer',
  accepted: 'Accepted',
  refused: 'Refused',
  recorded: 'Recorded (upper keeps no books here)',
  taken_back: 'Taken back',
};

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
  return (
    <li className={`card pass-card pass-${pass.status}`} data-testid="pass-card">
      <div className="pass-head">
        <strong>{who}</strong>
        <span className="pass-status">{STATUS[pass.status]}</span>
      </div>
      <p className="ledger-note">
        {pass.game_name} · {pass.date} · Total {formatRupees(pass.total)}
      </p>
      <p className="upper-one-line">{pass.cutting}</p>
      <p className="upper-terms-text">On terms: {pass.terms}</p>
      {pass.refuse_reason && <p className="form-error">Reason: {pass.refuse_reason}</p>}
      {children && <div className="upper-row-actions">{children}</div>}
    </li>
  );
}
