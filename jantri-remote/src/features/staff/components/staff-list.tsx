import { useState } from 'react';
import { notifyError, notifySuccess } from '@bgmi/shared';
import type { StaffMember } from '@bgmi/shared/jantri-contract';
import { ConfirmDialog } from '@bgmi/shared/ui-kit';
import { errorText } from '../../../lib/error-text';
import { useRemoveStaff, useStaffList } from '../api/staff-admin';

const STATUS = { invited: 'Invite not used yet', active: 'Active', removed: 'Access removed' };

/** The operator's staff: name (or open code), role, clients, status, Remove access. */
export function StaffList() {
  const staff = useStaffList();
  const remove = useRemoveStaff();
  const [asked, setAsked] = useState<StaffMember | null>(null);

  const confirm = () => {
    if (!asked) return;
    remove.mutate(asked._id, {
      onSuccess: () => {
        notifySuccess('Access removed');
        setAsked(null);
      },
      onError: (error) => notifyError(errorText(error, 'Could not remove access')),
    });
  };

  const rows = staff.data ?? [];
  return (
    <section className="card staff-list" aria-label="Your staff">
      <h2 className="section-title">Your staff</h2>
      {staff.isPending ? (
        <p className="page-loading">Loading...</p>
      ) : rows.length === 0 ? (
        <p className="empty-state">No staff yet. Invite a writer or a viewer above.</p>
      ) : (
        <ul className="staff-members">
          {rows.map((member) => (
            <li key={member._id} className={`staff-member staff-${member.status}`}>
              <div className="staff-member-head">
                <strong>{member.user_name ?? `Code ${member.invite_code ?? ''}`}</strong>
                <span className="staff-role">{member.role === 'writer' ? 'Writer' : 'Viewer'}</span>
              </div>
              <p className="staff-member-clients">Clients: {member.client_names.join(', ')}</p>
              <div className="staff-member-foot">
                <span className="staff-status">{STATUS[member.status]}</span>
                {member.status !== 'removed' && (
                  <button
                    type="button"
                    className="btn btn-small btn-danger"
                    onClick={() => setAsked(member)}
                  >
                    {member.status === 'active' ? 'Remove access' : 'Withdraw invite'}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {asked && (
        <ConfirmDialog
          title="Remove access?"
          confirmLabel="Remove access"
          tone="danger"
          busy={remove.isPending}
          busyLabel="Removing..."
          onConfirm={confirm}
          onCancel={() => setAsked(null)}
        >
          {asked.user_name ?? 'This invite'} can no longer work in your book. Pages open in it stop
          working at once.
        </ConfirmDialog>
      )}
    </section>
  );
}
