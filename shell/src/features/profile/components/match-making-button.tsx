import { useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess, PROFILE_MESSAGES, type PlayerInfo } from '@bgmi/shared';
import { matchErrorMessage, useChangeMatchStatus } from '../api/change-match-status';
import { playerQueryKey } from '../api/get-bgmi-player';

/**
 * Start when off, Stop when on; toggling sends the opposite value. Disabled when the user has no
 * team (spec section 4).
 */
export function MatchMakingButton({ player }: { player: PlayerInfo }) {
  const change = useChangeMatchStatus();
  const client = useQueryClient();
  const noTeam = player.team_name.length === 0;

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
              ? PROFILE_MESSAGES.matchStarted
              : PROFILE_MESSAGES.matchStopped,
          );
        },
        onError: (error) => notifyError(matchErrorMessage(error)),
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
        {player.match_making ? 'Stop Match Making' : 'Start Match Making'}
      </button>
      {noTeam && <span className="muted pf-hint">Join or create a team to use match making.</span>}
    </div>
  );
}
