import { useAdminT } from '../i18n';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '@bgmi/shared';
import { MoneyRequests } from './money-requests';
import { TicketsList } from './tickets-list';
import { UsersList } from './users-list';
import { AuditLog } from './audit-log';
import '../admin.css';
import { BackHead } from '../../../components/wallet/back-head';

const TABS = ['Deposits', 'Withdrawals', 'Tickets', 'Users', 'Audit log'] as const;
type Tab = (typeof TABS)[number];

function Admin() {
  const [tab, setTab] = useState<Tab>('Deposits');
  const t = useAdminT();
  return (
    <section className="page adm-page">
      <BackHead title={t('page.title')} back={t('page.back')} />
      <div className="adm-tabs" role="tablist">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`btn btn-small ${tab === name ? 'btn-primary' : ''}`}
            onClick={() => setTab(name)}
          >
            {t(`tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`tab.${tab}`)}>
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
  const t = useAdminT();
  return isAdmin ? (
    <Admin />
  ) : (
    <section className="page">
      <div className="card wui-login">
        <h1 className="section-title">{t('page.only')}</h1>
        <p className="muted">{t('page.onlyNote')}</p>
        <Link to="/game" className="btn">
          {t('page.back')}
        </Link>
      </div>
    </section>
  );
}
