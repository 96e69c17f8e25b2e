import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '@bgmi/shared';
import { RequireLogin } from '../../../components/wallet/require-login';
import { MoneyRequests } from './money-requests';
import { TicketsList } from './tickets-list';
import { UsersList } from './users-list';
import { AuditLog } from './audit-log';
import '../admin.css';

const TABS = ['Deposits', 'Withdrawals', 'Tickets', 'Users', 'Audit log'] as const;
type Tab = (typeof TABS)[number];

function Admin() {
  const [tab, setTab] = useState<Tab>('Deposits');
  return (
    <section className="page adm-page">
      <div className="wui-head">
        <h1 className="page-title">Admin</h1>
        <Link to="/game" className="btn btn-small">
          Back
        </Link>
      </div>
      <div className="adm-tabs" role="tablist">
        {TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={tab === t}
            className={`btn btn-small ${tab === t ? 'btn-primary' : ''}`}
            onClick={() => setTab(t)}
          >
            {t}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab}>
        {tab === 'Deposits' && <MoneyRequests kind="deposits" />}
        {tab === 'Withdrawals' && <MoneyRequests kind="withdrawals" />}
        {tab === 'Tickets' && <TicketsList />}
        {tab === 'Users' && <UsersList />}
        {tab === 'Audit log' && <AuditLog />}
      </div>
    </section>
  );
}

/** /admin: admins only (this guard, and every admin call answers 403 to anyone else). */
export default function AdminPage() {
  const isAdmin = useSession((state) => Boolean(state.userinfo?.isAdmin));
  return (
    <RequireLogin>
      {isAdmin ? (
        <Admin />
      ) : (
        <section className="page">
          <div className="card wui-login">
            <h1 className="section-title">Admins only</h1>
            <p className="muted">This page is for the site&apos;s admins.</p>
            <Link to="/game" className="btn">
              Back
            </Link>
          </div>
        </section>
      )}
    </RequireLogin>
  );
}
