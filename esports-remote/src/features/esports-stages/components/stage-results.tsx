import { useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import { FormField } from '@bgmi/shared/ui-kit';
import { useOrganizerStageMatches } from '../api/organizer-matches';
import { useStageDetail } from '../api/stage-detail';
import { usePostStageResults } from '../api/post-stage-results';
import { RoomForm } from './room-form';
import { localTime } from './table-text';
import { toAsciiDigits } from '@bgmi/shared/i18n';
import { useStagesT } from '../i18n';

/** Results per match: a placement and kills for each team of the lobby's groups. */
export function StageResults({ eventId, stageId }: { eventId: string; stageId: string }) {
  const t = useStagesT();
  const matches = useOrganizerStageMatches(stageId);
  const detail = useStageDetail(stageId);
  const post = usePostStageResults(eventId, stageId);
  const [matchId, setMatchId] = useState('');
  const [lines, setLines] = useState<Record<string, { placement: string; kills: string }>>({});
  const list = matches.data ?? [];
  if (!list.length) return null;
  const match =
    list.find((item) => item._id === matchId) ??
    list.find((item) => !item.results_posted) ??
    list[0]!;
  const teams = (detail.data?.groups ?? [])
    .filter((group) => match.group_ids.includes(group._id))
    .flatMap((group) => group.teams.map((team) => ({ ...team, group: group.name })));
  const line = (teamId: string) => lines[teamId] ?? { placement: '', kills: '0' };
  const set = (teamId: string, patch: Partial<{ placement: string; kills: string }>) =>
    setLines({ ...lines, [teamId]: { ...line(teamId), ...patch } });
  const submit = () => {
    const results = teams
      .filter((team) => line(team.team_id).placement !== '')
      .map((team) => ({
        team_id: team.team_id,
        placement: Number(line(team.team_id).placement),
        kills: Number(line(team.team_id).kills || 0),
      }));
    post.mutate(
      { match_id: match._id, results },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          setLines({});
        },
        onError: (error) => notifyError(errorMessage(error, t('results.failed'))),
      },
    );
  };
  return (
    <div className="st-results">
      <h3>{t('results.title')}</h3>
      <FormField label={t('results.match')}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={match._id}
            onChange={(e) => setMatchId(e.target.value)}
          >
            {list.map((item) => (
              <option key={item._id} value={item._id}>
                {t('results.option', {
                  number: item.match_no,
                  groups: item.group_names.join(' + '),
                  time: localTime(item.start_time),
                })}
                {item.results_posted ? t('results.posted') : ''}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <RoomForm eventId={eventId} stageId={stageId} match={match} />
      <div aria-label={t('results.label', { number: match.match_no })}>
        {teams.map((team) => (
          <div key={team.team_id} className="st-results-line">
            <span className="st-group">{team.group}</span>
            <span>{team.team_name}</span>
            <input
              className="input"
              inputMode="numeric"
              aria-label={t('results.placement', { team: team.team_name })}
              placeholder={t('results.place')}
              value={line(team.team_id).placement}
              onChange={(e) => set(team.team_id, { placement: toAsciiDigits(e.target.value) })}
            />
            <input
              className="input"
              inputMode="numeric"
              aria-label={t('results.kills', { team: team.team_name })}
              value={line(team.team_id).kills}
              onChange={(e) => set(team.team_id, { kills: toAsciiDigits(e.target.value) })}
            />
          </div>
        ))}
      </div>
      <button type="button" className="btn btn-primary" disabled={post.isPending} onClick={submit}>
        {t('results.post', { number: match.match_no })}
      </button>
    </div>
  );
}
