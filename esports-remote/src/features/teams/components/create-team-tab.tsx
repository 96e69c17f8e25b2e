import { useState, type FormEvent } from 'react';
import { TEAM_NAME_MAX, notifyError, useSession } from '@bgmi/shared';
import { FormField } from '@bgmi/shared/ui-kit';
import { useCreateTeam } from '../api/create-team';
import { useTeamsT } from '../i18n';

/** Create Team: a name (not blank after trimming) and a button; the creator becomes leader. */
export function CreateTeamTab() {
  const t = useTeamsT();
  const bgmiUserId = useSession((state) => state.userinfo?.bgmiUserId ?? '');
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const create = useCreateTeam();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const teamName = name.trim();
    if (!teamName) {
      setError(t('msg.nameEmpty'));
      notifyError(t('msg.nameEmpty'));
      return;
    }
    setError('');
    create.mutate(
      { team_name: teamName, bgmiUserId },
      { onSuccess: () => setName(''), onError: (failure) => setError(failure.message) },
    );
  };

  return (
    <form
      className="form card tm-create"
      onSubmit={submit}
      noValidate
      aria-label={t('create.label')}
    >
      <FormField id="tm-team-name" label={t('create.name')} error={error}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={name}
            maxLength={TEAM_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        {create.isPending ? t('create.creating') : t('create.button')}
      </button>
    </form>
  );
}
