import { useState } from 'react';
import { notifyError, notifySuccess } from '@bgmi/shared';
import type { StaffRole } from '@bgmi/shared/jantri-contract';
import { errorText } from '../../../lib/error-text';
import { useSessionLists } from '../../../lib/use-caller';
import { useInviteStaff } from '../api/staff-admin';
import { useStaffT } from '../i18n';
import { SubmitForm } from '../../../components/ledger/submit-form';

/** The link a staff member opens (or the code he types on his desk) to accept an invite. */
export function inviteLink(code: string): string {
  return `${window.location.origin}/jantri-staff/desk?code=${code}`;
}

/** Invite a writer or a viewer for some of the operator's clients; shows the code to send. */
export function InviteForm() {
  const t = useStaffT();
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
      notifyError(t('invite.selectClient'));
      return;
    }
    invite.mutate(
      { role, client_names: chosen },
      {
        onSuccess: (answer) => {
          setCode(answer.data.invite_code);
          setChosen([]);
        },
        onError: (error) => notifyError(errorText(error, t('invite.failed'))),
      },
    );
  };
  const copy = () =>
    void navigator.clipboard?.writeText(inviteLink(code)).then(
      () => notifySuccess(t('invite.copied')),
      () => undefined,
    );

  return (
    <SubmitForm className="card staff-invite" label={t('invite.aria')} onSubmit={submit}>
      <h2 className="section-title">{t('invite.title')}</h2>
      <fieldset className="staff-roles">
        <legend>{t('invite.role')}</legend>
        <label>
          <input
            type="radio"
            name="staff-role"
            checked={role === 'writer'}
            onChange={() => setRole('writer')}
          />{' '}
          {t('role.writer')} <small>{t('invite.writerHint')}</small>
        </label>
        <label>
          <input
            type="radio"
            name="staff-role"
            checked={role === 'viewer'}
            onChange={() => setRole('viewer')}
          />{' '}
          {t('role.viewer')} <small>{t('invite.viewerHint')}</small>
        </label>
      </fieldset>
      <fieldset className="staff-clients">
        <legend>{t('invite.clientsGiven')}</legend>
        {clients.length === 0 && <p className="empty-state">{t('invite.noClients')}</p>}
        {clients.map((name) => (
          <label key={name} className="staff-client">
            <input type="checkbox" checked={chosen.includes(name)} onChange={() => toggle(name)} />{' '}
            {name}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={invite.isPending}>
        {invite.isPending ? t('invite.creating') : t('invite.submit')}
      </button>
      {code && (
        <div className="staff-code" role="status">
          <p>
            {t('invite.code')} <strong data-testid="invite-code">{code}</strong>
          </p>
          <p className="staff-code-help">{t('invite.help')}</p>
          <button type="button" className="btn btn-small" onClick={copy}>
            {t('invite.copyLink')}
          </button>
        </div>
      )}
    </SubmitForm>
  );
}
