import { useAdminT } from '../i18n';
import { useState } from 'react';
import { useAdminAudit } from '../api/audit';
import { zonedDateTime, type AuditRow } from '@bgmi/shared/day-and-money';
import type { Column } from '@bgmi/shared/ui-kit';
import { InlineField } from '../../../components/inline-field/inline-field';
import { AdminTable } from './admin-table';

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
  const columns: Column<AuditRow>[] = [
    { header: t('audit.time'), cell: (r) => zonedDateTime(r.at) },
    { header: t('audit.admin'), cell: (r) => r.admin },
    { header: t('audit.action'), cell: (r) => r.action },
    { header: t('audit.target'), cell: (r) => r.target },
    { header: t('audit.before'), cell: (r) => show(r.before), cellClass: () => 'adm-json' },
    { header: t('audit.after'), cell: (r) => show(r.after), cellClass: () => 'adm-json' },
  ];
  return (
    <div>
      <div className="adm-filters">
        <InlineField className="adm-filter" label={t('audit.action')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={action}
              onChange={(e) => setAction(e.target.value)}
            >
              <option value="">{t('audit.all')}</option>
              {ACTIONS.map((a) => (
                <option key={a}>{a}</option>
              ))}
            </select>
          )}
        </InlineField>
        <InlineField className="adm-filter" label={t('audit.admin')}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={admin}
              onChange={(e) => setAdmin(e.target.value)}
            />
          )}
        </InlineField>
        <InlineField className="adm-filter" label={t('audit.target')}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={target}
              onChange={(e) => setTarget(e.target.value)}
            />
          )}
        </InlineField>
      </div>
      <AdminTable
        query={audit}
        rows={audit.data?.data ?? []}
        columns={columns}
        rowKey={(r) => r.id}
        label={t('audit.label')}
      />
    </div>
  );
}
