import type { StageStanding } from '@bgmi/shared/day-and-money';
import { StandingsHead } from '../../../components/standings-head';

/**
 * A stage or group table. On a phone the middle columns fold into a line under the team name,
 * so rank, team, kills and total always fit 360 px without scrolling.
 */
export function StageTable({
  rows,
  label,
  showGroup = false,
}: {
  rows: StageStanding[];
  label: string;
  showGroup?: boolean;
}) {
  if (!rows.length) return <p className="empty-state">No teams in this table yet.</p>;
  return (
    <div className="table-wrap">
      <table className="table st-table" aria-label={label}>
        <StandingsHead secondaryClass="st-wide" />
        <tbody>
          {rows.map((row) => (
            <tr key={row.team_id} className={row.advances ? 'st-advances' : undefined}>
              <td>{row.rank}</td>
              <td className="st-team">
                <div className="st-team-line">
                  <span>{row.team_name}</span>
                  {row.advances && (
                    <span className="st-badge" title="Goes on to the next stage">
                      ✓
                    </span>
                  )}
                  {showGroup && <span className="st-group">{row.group_name}</span>}
                </div>
                <small className="st-narrow">
                  M {row.matches_played} · WWCD {row.dinners} · Place {row.placement_points}
                </small>
              </td>
              <td className="st-wide">{row.matches_played}</td>
              <td className="st-wide">{row.dinners}</td>
              <td className="st-wide">{row.placement_points}</td>
              <td>{row.kills}</td>
              <td className="st-total">{row.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
