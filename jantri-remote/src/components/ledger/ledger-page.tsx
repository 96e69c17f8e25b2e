import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import './ledger.css';
import { useJantriT } from '../../lib/i18n';
import { Icon } from '@bgmi/shared/ui-kit';

interface LedgerPageProps {
  title: string;
  /** Where Back goes: a path, or 'history' for the previous page. */
  back?: string | 'history';
  /** Shown at the right of the title row (e.g. the wallet). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of every ledger screen: title and Back (the route table's login rule guards it). */
export function LedgerPage({ title, back = '/game', aside, children }: LedgerPageProps) {
  const navigate = useNavigate();
  const t = useJantriT();
  return (
    <section className="page ledger-page">
      <div className="ledger-head">
        <button
          type="button"
          className="btn btn-small ledger-back"
          onClick={() => (back === 'history' ? navigate(-1) : navigate(back))}
        >
          <Icon name="arrow-left" />
          {t('common.back')}
        </button>
        <h1 className="page-title ledger-title">{title}</h1>
        {aside && <div className="ledger-aside">{aside}</div>}
      </div>
      {children}
    </section>
  );
}
