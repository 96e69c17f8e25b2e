import { useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess, PROFILE_MESSAGES, type PlayerInfo } from '@bgmi/shared';
import { matchErrorMessage, useChangeMatchStatus } from '../api/change-match-status';
import { playerQueryKey } from '../api/get-bgmi-player';
import { useMessageWords } from '@bgmi/shared/i18n';
import { useProfileT } from '../i18n';

/**
 * Start when off, Stop when on; toggling sends the opposite value. Disabled when the user has no
 * team (spec section 4).
 */
export function MatchMakingButton({ player }: { player: PlayerInfo }) {
  const change = useChangeMatchStatus();
  const client = useQueryClient();
  const noTeam = player.team_name.length === 0;
  const t = useProfileT();
  const say = useMessageWords();

  const toggle = () => {
    const next = !player.match_making;
    change.mutate(
      { bgmiUserId: player.bgmiUserId, match_making: next },
      {
        onSuccess: (answer) => {
          client.setQueryData<PlayerInfo>(playerQueryKey(player.bgmiUserId), {
            ...player,
            match_making: answer.data.match_making,
          });
          notifySuccess(
            answer.data.match_making
              ? say('profile.matchStarted', PROFILE_MESSAGES.matchStarted)
              : say('profile.matchStopped', PROFILE_MESSAGES.matchStopped),
          );
        },
        onError: (error) => notifyError(matchErrorMessage(error, say)),
      },
    );
  };

  return (
    <div className="pf-match">
      <button
        type="button"
        className={`btn btn-small ${player.match_making ? 'btn-danger' : 'btn-success'}`}
        disabled={noTeam || change.isPending}
        onClick={toggle}
      >
        {player.match_making ? t('profile.stopMatch') : t('profile.startMatch')}
      </button>
      {noTeam && <span className="muted pf-hint">{t('profile.needTeam')}</span>}
    </div>
  );
}
