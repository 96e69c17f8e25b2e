import { useStageDetail } from '../api/stage-detail';
import { localTime } from './table-text';

/** The stage's groups and matches, times in the viewer's time zone. */
export function StageSchedule({ stageId }: { stageId: string }) {
  const detail = useStageDetail(stageId);
  if (!detail.data) return <p className="page-empty">Loading the schedule...</p>;
  const { groups, matches, balance } = detail.data;
  return (
    <>
      {balance && <p className="muted">{balance.note}</p>}
      {matches.length ? (
        <ol className="st-schedule" aria-label="Schedule">
          {matches.slice(0, 200).map((match) => (
            <li key={match._id}>
              <strong>Match {match.match_no}</strong>
              <span>Groups {match.group_names.join(' + ')}</span>
              <span>{match.map}</span>
              <time dateTime={match.start_time}>{localTime(match.start_time)}</time>
              {match.results_posted && <span className="st-badge">results in</span>}
            </li>
          ))}
        </ol>
      ) : (
        <p className="empty-state">No schedule yet.</p>
      )}
      {matches.length > 200 && <p className="muted">First 200 of {matches.length} matches.</p>}
      <h2>Groups</h2>
      {groups.length ? (
        <div className="st-groups">
          {groups.map((group) => (
            <div key={group._id} className="st-group-card">
              <h3>Group {group.name}</h3>
              <ol>
                {group.teams.map((team) => (
                  <li key={team.team_id}>{team.team_name}</li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      ) : (
        <p className="empty-state">The groups are not drawn yet.</p>
      )}
    </>
  );
}
