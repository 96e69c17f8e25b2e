import { useState, type FormEvent } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import { useStageDetail } from '../api/stage-detail';
import { useSlotHolders, useSwapStageTeam } from '../api/swap-team';
import { useStagesT } from '../i18n';

/**
 * Before the stage's first result: swap two of its teams between groups, or replace one by a
 * team holding a slot in the event that is not in the stage (a no-show's substitute).
 */
export function SwapTeamForm({ eventId, stageId }: { eventId: string; stageId: string }) {
  const t = useStagesT();
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
    if (!teamId || !withId) return notifyError(t('swap.pickBoth'));
    swap.mutate(
      { stage_id: stageId, team_id: teamId, with_team_id: withId },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          setTeamId('');
          setWithId('');
        },
        onError: (error) => notifyError(errorMessage(error, t('swap.failed'))),
      },
    );
  };
  return (
    <>
      <h3>{t('swap.title')}</h3>
      <form className="st-form-row" onSubmit={submit} aria-label={t('swap.title')}>
        <select
          className="select"
          aria-label={t('swap.team')}
          value={teamId}
          onChange={(e) => setTeamId(e.target.value)}
        >
          <option value="">{t('swap.teamPlaceholder')}</option>
          {inStage.map((team) => (
            <option key={team.team_id} value={team.team_id}>
              {t('swap.teamInGroup', { team: team.team_name, group: team.group })}
            </option>
          ))}
        </select>
        <select
          className="select"
          aria-label={t('swap.with')}
          value={withId}
          onChange={(e) => setWithId(e.target.value)}
        >
          <option value="">{t('swap.withPlaceholder')}</option>
          <optgroup label={t('swap.inStage')}>
            {inStage
              .filter((team) => team.team_id !== teamId)
              .map((team) => (
                <option key={team.team_id} value={team.team_id}>
                  {t('swap.teamInGroup', { team: team.team_name, group: team.group })}
                </option>
              ))}
          </optgroup>
          <optgroup label={t('swap.outside')}>
            {outside.map((team) => (
              <option key={team.team_id} value={team.team_id}>
                {team.team_name}
              </option>
            ))}
          </optgroup>
        </select>
        <button type="submit" className="btn" disabled={swap.isPending}>
          {t('swap.submit')}
        </button>
      </form>
    </>
  );
}
