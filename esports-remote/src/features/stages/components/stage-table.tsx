import type { StageStanding } from '@bgmi/shared/day-and-money';
import { StandingsHead } from '../../../components/standings-head';
import { useStagesT } from '../i18n';

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
  const t = useStagesT();
  if (!rows.length) return <p className="empty-state">{t('table.empty')}</p>;
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
                    <span className="st-badge" title={t('table.goesOn')}>
                      ✓
                    </span>
                  )}
                  {showGroup && <span className="st-group">{row.group_name}</span>}
                </div>
                <small className="st-narrow">
                  {t('table.narrow', {
                    matches: row.matches_played,
                    dinners: row.dinners,
                    points: row.placement_points,
                  })}
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
