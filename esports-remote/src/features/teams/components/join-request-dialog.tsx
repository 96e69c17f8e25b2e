import { useState, type FormEvent } from 'react';
import { JOIN_MESSAGE_MAX, useSession } from '@bgmi/shared';
import { useAddPlayerToTeam } from '../api/add-player-to-team';
import { FormField, Modal } from '@bgmi/shared/ui-kit';
import { useTeamsT } from '../i18n';

/** The join dialog: a message for the leader; Send Request is disabled while it is blank. */
export function JoinRequestDialog({
  teamName,
  onClose,
}: {
  teamName: string;
  onClose: () => void;
}) {
  const t = useTeamsT();
  const userinfo = useSession((state) => state.userinfo);
  const [message, setMessage] = useState('');
  const join = useAddPlayerToTeam();
  const blank = message.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || !userinfo) return;
    join.mutate(
      {
        team_name: teamName,
        bgmiUserId: userinfo.bgmiUserId,
        name: userinfo.name,
        player_id: userinfo.userId,
        message: message.trim(),
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal title={t('join.title', { team: teamName })} onClose={onClose} className="tm-modal">
      <form className="form" onSubmit={submit}>
        <FormField id="tm-join-message" label={t('join.message')}>
          {(control) => (
            <textarea
              {...control}
              className="textarea"
              maxLength={JOIN_MESSAGE_MAX}
              value={message}
              placeholder={t('join.placeholder')}
              onChange={(event) => setMessage(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={blank || join.isPending}>
          {join.isPending ? t('join.sending') : t('join.send')}
        </button>
      </form>
    </Modal>
  );
}
