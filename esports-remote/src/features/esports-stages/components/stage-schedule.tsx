import { useStageDetail } from '../api/stage-detail';
import { localTime } from './table-text';
import { useStagesT } from '../i18n';
import { useBalanceNote } from './use-balance-note';

/** The stage's groups and matches, times in the viewer's time zone. */
export function StageSchedule({ stageId }: { stageId: string }) {
  const t = useStagesT();
  const detail = useStageDetail(stageId);
  const balanceNote = useBalanceNote();
  if (!detail.data) return <p className="page-empty">{t('schedule.loading')}</p>;
  const { groups, matches, balance } = detail.data;
  return (
    <>
      {balance && <p className="muted">{balanceNote(balance)}</p>}
      {matches.length ? (
        <ol className="st-schedule" aria-label={t('schedule.label')}>
          {matches.slice(0, 200).map((match) => (
            <li key={match._id}>
              <strong>{t('schedule.match', { number: match.match_no })}</strong>
              <span>{t('schedule.groups', { groups: match.group_names.join(' + ') })}</span>
              <span>{match.map}</span>
              <time dateTime={match.start_time}>{localTime(match.start_time)}</time>
              {match.results_posted && <span className="st-badge">{t('schedule.resultsIn')}</span>}
            </li>
          ))}
        </ol>
      ) : (
        <p className="empty-state">{t('schedule.none')}</p>
      )}
      {matches.length > 200 && (
        <p className="muted">{t('schedule.first200', { count: matches.length })}</p>
      )}
      <h2>{t('schedule.groupsTitle')}</h2>
      {groups.length ? (
        <div className="st-groups">
          {groups.map((group) => (
            <div key={group._id} className="st-group-card">
              <h3>{t('group', { name: group.name })}</h3>
              <ol>
                {group.teams.map((team) => (
                  <li key={team.team_id}>{team.team_name}</li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      ) : (
        <p className="empty-state">{t('schedule.notDrawn')}</p>
      )}
    </>
  );
}
