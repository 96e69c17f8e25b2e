import { useAdminT } from '../i18n';
import { useState } from 'react';
import { useAdminAudit } from '../api/audit';
import { QueryState } from './query-state';
import { zonedDateTime } from '@bgmi/shared/day-and-money';

const ACTIONS = [
  'approve-deposit',
  'reject-deposit',
  'approve-withdrawal',
  'reject-withdrawal',
  'resolve-ticket',
  'reject-ticket',
  'grant-organiser',
  'make-admin',
];

const show = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

/** The append-only audit log, filtered by action, admin or target. Read only. */
export function AuditLog() {
  const [action, setAction] = useState('');
  const t = useAdminT();
  const [admin, setAdmin] = useState('');
  const [target, setTarget] = useState('');
  const audit = useAdminAudit({
    action: action || undefined,
    admin: admin.trim() || undefined,
    target: target.trim() || undefined,
  });
  const rows = audit.data?.data ?? [];
  return (
    <div>
      <div className="adm-filters">
        <label className="adm-filter">
          {t('audit.action')}{' '}
          <select className="select" value={action} onChange={(e) => setAction(e.target.value)}>
            <option value="">{t('audit.all')}</option>
            {ACTIONS.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </label>
        <label className="adm-filter">
          {t('audit.admin')}{' '}
          <input className="input" value={admin} onChange={(e) => setAdmin(e.target.value)} />
        </label>
        <label className="adm-filter">
          {t('audit.target')}{' '}
          <input className="input" value={target} onChange={(e) => setTarget(e.target.value)} />
        </label>
      </div>
      <QueryState query={audit} empty={!rows.length}>
        <div className="table-wrap">
          <table className="table adm-table table-stack" aria-label={t('audit.label')}>
            <thead>
              <tr>
                <th>{t('audit.time')}</th>
                <th>{t('audit.admin')}</th>
                <th>{t('audit.action')}</th>
                <th>{t('audit.target')}</th>
                <th>{t('audit.before')}</th>
                <th>{t('audit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td data-label={t('audit.time')}>{zonedDateTime(r.at)}</td>
                  <td data-label={t('audit.admin')}>{r.admin}</td>
                  <td data-label={t('audit.action')}>{r.action}</td>
                  <td data-label={t('audit.target')}>{r.target}</td>
                  <td data-label={t('audit.before')} className="adm-json">
                    {show(r.before)}
                  </td>
                  <td data-label={t('audit.after')} className="adm-json">
                    {show(r.after)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </QueryState>
    </div>
  );
}
