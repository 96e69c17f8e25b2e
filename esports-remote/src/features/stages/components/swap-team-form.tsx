import { useState, type FormEvent } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import { useStageDetail } from '../api/stage-detail';
import { useSlotHolders, useSwapStageTeam } from '../api/swap-team';

/**
 * Before the stage's first result: swap two of its teams between groups, or replace one by a
 * team holding a slot in the event that is not in the stage (a no-show's substitute).
 */
export function SwapTeamForm({ eventId, stageId }: { eventId: string; stageId: string }) {
  const detail = useStageDetail(stageId);
  const holders = useSlotHolders(eventId);
  const swap = useSwapStageTeam(eventId, stageId);
  const [teamId, setTeamId] = useState('');
  const [withId, setWithId] = useState('');
  const groups = detail.data?.groups ?? [];
  const inStage = groups.flatMap((group) =>
    group.teams.map((team) => ({ ...team, group: group.name })),
  );
  if (!inStage.length || detail.data?.matches.some((match) => match.results_posted)) return null;
  const ids = new Set(inStage.map((team) => team.team_id));
  const outside = (holders.data ?? []).filter((team) => !ids.has(team.team_id));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!teamId || !withId) return notifyError('Pick both teams');
    swap.mutate(
      { stage_id: stageId, team_id: teamId, with_team_id: withId },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          setTeamId('');
          setWithId('');
        },
        onError: (error) => notifyError(errorMessage(error, 'Could not swap the teams')),
      },
    );
  };
  return (
    <>
      <h3>Swap or replace a team</h3>
      <form className="st-form-row" onSubmit={submit} aria-label="Swap or replace a team">
        <select
          className="select"
          aria-label="Team"
          value={teamId}
          onChange={(e) => setTeamId(e.target.value)}
        >
          <option value="">Team...</option>
          {inStage.map((team) => (
            <option key={team.team_id} value={team.team_id}>
              {team.team_name} (Group {team.group})
            </option>
          ))}
        </select>
        <select
          className="select"
          aria-label="Swap with or replace by"
          value={withId}
          onChange={(e) => setWithId(e.target.value)}
        >
          <option value="">Swap with / replace by...</option>
          <optgroup label="Swap with (in this stage)">
            {inStage
              .filter((team) => team.team_id !== teamId)
              .map((team) => (
                <option key={team.team_id} value={team.team_id}>
                  {team.team_name} (Group {team.group})
                </option>
              ))}
          </optgroup>
          <optgroup label="Replace by (slot holder not in this stage)">
            {outside.map((team) => (
              <option key={team.team_id} value={team.team_id}>
                {team.team_name}
              </option>
            ))}
          </optgroup>
        </select>
        <button type="submit" className="btn" disabled={swap.isPending}>
          Swap / replace
        </button>
      </form>
    </>
  );
}
