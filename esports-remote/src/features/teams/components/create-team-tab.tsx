import { useState, type FormEvent } from 'react';
import { TEAM_NAME_MAX, notifyError, useSession } from '@bgmi/shared';
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
      <div className="form-field">
        <label htmlFor="tm-team-name">{t('create.name')}</label>
        <input
          id="tm-team-name"
          className="input"
          value={name}
          maxLength={TEAM_NAME_MAX}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'tm-team-name-error' : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {error && (
          <p id="tm-team-name-error" className="form-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        {create.isPending ? t('create.creating') : t('create.button')}
      </button>
    </form>
  );
}
