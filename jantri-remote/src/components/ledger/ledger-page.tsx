import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCaller } from '../../lib/use-caller';
import './ledger.css';

interface LedgerPageProps {
  title: string;
  /** Where Back goes: a path, or 'history' for the previous page. */
  back?: string | 'history';
  /** Shown at the right of the title row (e.g. the wallet). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of every ledger screen: title, Back, and a login prompt for visitors. */
export function LedgerPage({ title, back = '/game', aside, children }: LedgerPageProps) {
  const navigate = useNavigate();
  const caller = useCaller();
  return (
    <section className="page ledger-page">
      <div className="ledger-head">
        <button
          type="button"
          className="btn btn-small ledger-back"
          onClick={() => (back === 'history' ? navigate(-1) : navigate(back))}
        >
          ← Back
        </button>
        <h1 className="page-title ledger-title">{title}</h1>
        {aside && <div className="ledger-aside">{aside}</div>}
      </div>
      {caller ? (
        children
      ) : (
        <p className="page-empty">
          Please <Link to="/login">login</Link> to use the jantri ledger.
        </p>
      )}
    </section>
  );
}
