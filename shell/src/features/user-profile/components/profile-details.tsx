import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  notifyError,
  notifySuccess,
  PROFILE_MESSAGES,
  sessionStore,
  type PlayerInfo,
  type Identity,
} from '@bgmi/shared';
import { useMessageWords } from '@bgmi/shared/i18n';
import { useProfileT } from '../i18n';

import { editErrorMessage, useEditPlayer } from '../api/edit-bgmi-player';
import { playerQueryKey, usePlayer } from '../api/get-bgmi-player';
import { MatchMakingButton } from './match-making-button';
import { ProfileField } from './profile-field';

/**
 * The fields of the open menu: name and BGMI ID (Edit / Save), team name (no Edit), match making.
 * It lives only while the menu is open, so closing the menu cancels every edit.
 */
export function ProfileDetails({ userinfo }: { userinfo: Identity }) {
  const player = usePlayer(userinfo.bgmiUserId, true);
  const edit = useEditPlayer();
  const client = useQueryClient();
  const t = useProfileT();
  const say = useMessageWords();

  useEffect(() => {
    if (player.data) sessionStore.getState().updateUserinfo({ team_name: player.data.team_name });
  }, [player.data]);

  const save = async (patch: { name: string } | { newBgmiUserId: string }): Promise<boolean> => {
    try {
      const answer = await edit.mutateAsync({ bgmiUserId: userinfo.bgmiUserId, ...patch });
      const { name, bgmiUserId } = answer.data;
      if (player.data)
        client.setQueryData<PlayerInfo>(playerQueryKey(bgmiUserId), {
          ...player.data,
          name,
          bgmiUserId,
        });
      sessionStore.getState().updateUserinfo({ name, bgmiUserId });
      notifySuccess(say('profile.updated', PROFILE_MESSAGES.updated));
      return true;
    } catch (error) {
      notifyError(editErrorMessage(error, say));
      return false;
    }
  };

  const data = player.data;
  return (
    <div className="pf-details">
      <ProfileField
        label={t('profile.name')}
        value={data?.name ?? userinfo.name}
        saving={edit.isPending}
        onSave={(name) => save({ name })}
      />
      <ProfileField
        label={t('profile.bgmiId')}
        value={data?.bgmiUserId ?? userinfo.bgmiUserId}
        saving={edit.isPending}
        onSave={(newBgmiUserId) => save({ newBgmiUserId })}
      />
      <div className="pf-field">
        <span className="pf-label">{t('profile.teamName')}</span>
        <span className="pf-value">
          {data ? data.team_name.join(', ') || t('profile.noTeam') : '...'}
        </span>
      </div>
      {player.isPending ? (
        <p className="muted pf-status" role="status">
          {t('profile.loadingPlayer')}
        </p>
      ) : player.isError ? (
        <p className="pf-status" role="alert">
          {say('profile.somethingWrong', PROFILE_MESSAGES.somethingWrong)}{' '}
          <button type="button" className="btn-link" onClick={() => player.refetch()}>
            {t('profile.retry')}
          </button>
        </p>
      ) : (
        <MatchMakingButton player={player.data} />
      )}
    </div>
  );
}
