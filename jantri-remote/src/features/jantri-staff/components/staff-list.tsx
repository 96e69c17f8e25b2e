import { useState } from 'react';
import { notifyError, notifySuccess } from '@bgmi/shared';
import type { StaffMember } from '@bgmi/shared/jantri-contract';
import { ConfirmDialog } from '@bgmi/shared/ui-kit';
import { errorText } from '../../../lib/error-text';
import { useRemoveStaff, useStaffList } from '../api/staff-admin';
import { useStaffT } from '../i18n';

const STATUS = {
  invited: 'status.invited',
  active: 'status.active',
  removed: 'status.removed',
} as const;

/** The operator's staff: name (or open code), role, clients, status, Remove access. */
export function StaffList() {
  const t = useStaffT();
  const staff = useStaffList();
  const remove = useRemoveStaff();
  const [asked, setAsked] = useState<StaffMember | null>(null);

  const confirm = () => {
    if (!asked) return;
    remove.mutate(asked._id, {
      onSuccess: () => {
        notifySuccess(t('list.removed'));
        setAsked(null);
      },
      onError: (error) => notifyError(errorText(error, t('list.removeFailed'))),
    });
  };

  const rows = staff.data ?? [];
  return (
    <section className="card staff-list" aria-label={t('list.aria')}>
      <h2 className="section-title">{t('list.title')}</h2>
      {staff.isPending ? (
        <p className="page-loading">{t('common.loading')}</p>
      ) : rows.length === 0 ? (
        <p className="empty-state">{t('list.none')}</p>
      ) : (
        <ul className="staff-members">
          {rows.map((member) => (
            <li key={member._id} className={`staff-member staff-${member.status}`}>
              <div className="staff-member-head">
                <strong>
                  {member.user_name ?? t('list.code', { code: member.invite_code ?? '' })}
                </strong>
                <span className="staff-role">
                  {member.role === 'writer' ? t('role.writer') : t('role.viewer')}
                </span>
              </div>
              <p className="staff-member-clients">
                {t('list.clients', { names: member.client_names.join(', ') })}
              </p>
              <div className="staff-member-foot">
                <span className="staff-status">{t(STATUS[member.status])}</span>
                {member.status !== 'removed' && (
                  <button
                    type="button"
                    className="btn btn-small btn-danger"
                    onClick={() => setAsked(member)}
                  >
                    {member.status === 'active' ? t('list.removeAccess') : t('list.withdrawInvite')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {asked && (
        <ConfirmDialog
          title={t('list.confirmTitle')}
          confirmLabel={t('list.removeAccess')}
          tone="danger"
          busy={remove.isPending}
          busyLabel={t('list.removing')}
          onConfirm={confirm}
          onCancel={() => setAsked(null)}
        >
          {t('list.confirmBody', { name: asked.user_name ?? t('list.thisInvite') })}
        </ConfirmDialog>
      )}
    </section>
  );
}
