import { useState } from 'react';
import { notifyError, notifySuccess } from '@bgmi/shared';
import type { StaffRole } from '@bgmi/shared/jantri-contract';
import { errorText } from '../../../lib/error-text';
import { useSessionLists } from '../../../lib/use-caller';
import { useInviteStaff } from '../api/staff-admin';

/** The link a staff member opens (or the code he types on his desk) to accept an invite. */
export function inviteLink(code: string): string {
  return `${window.location.origin}/jantri-staff/desk?code=${code}`;
}

/** Invite a writer or a viewer for some of the operator's clients; shows the code to send. */
export function InviteForm() {
  const { clients } = useSessionLists();
  const [role, setRole] = useState<StaffRole>('writer');
  const [chosen, setChosen] = useState<string[]>([]);
  const [code, setCode] = useState('');
  const invite = useInviteStaff();

  const toggle = (name: string) =>
    setChosen((current) =>
      current.includes(name) ? current.filter((item) => item !== name) : [...current, name],
    );
  const submit = () => {
    if (chosen.length === 0) {
      notifyError('Please select a client');
      return;
    }
    invite.mutate(
      { role, client_names: chosen },
      {
        onSuccess: (answer) => {
          setCode(answer.data.invite_code);
          setChosen([]);
        },
        onError: (error) => notifyError(errorText(error, 'Could not create the invite')),
      },
    );
  };
  const copy = () =>
    void navigator.clipboard?.writeText(inviteLink(code)).then(
      () => notifySuccess('Invite link copied'),
      () => undefined,
    );

  return (
    <form
      className="card staff-invite"
      aria-label="Invite staff"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 className="section-title">Invite staff</h2>
      <fieldset className="staff-roles">
        <legend>Role</legend>
        <label>
          <input
            type="radio"
            name="staff-role"
            checked={role === 'writer'}
            onChange={() => setRole('writer')}
          />{' '}
          Writer <small>enters and deletes bets of his clients</small>
        </label>
        <label>
          <input
            type="radio"
            name="staff-role"
            checked={role === 'viewer'}
            onChange={() => setRole('viewer')}
          />{' '}
          Viewer <small>reads the books of his clients</small>
        </label>
      </fieldset>
      <fieldset className="staff-clients">
        <legend>Clients given</legend>
        {clients.length === 0 && <p className="empty-state">Add a client first.</p>}
        {clients.map((name) => (
          <label key={name} className="staff-client">
            <input type="checkbox" checked={chosen.includes(name)} onChange={() => toggle(name)} />{' '}
            {name}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={invite.isPending}>
        {invite.isPending ? 'Creating...' : 'Create invite'}
      </button>
      {code && (
        <div className="staff-code" role="status">
          <p>
            Invite code: <strong data-testid="invite-code">{code}</strong>
          </p>
          <p className="staff-code-help">
            Send this code or link. The person signs up or logs in with his own account and accepts
            it on the Staff desk.
          </p>
          <button type="button" className="btn btn-small" onClick={copy}>
            Copy link
          </button>
        </div>
      )}
    </form>
  );
}
