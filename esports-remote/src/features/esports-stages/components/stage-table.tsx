import type { StageStanding } from '@bgmi/shared/day-and-money';
import { DataTable } from '@bgmi/shared/ui-kit';
import { useStandingsColumns } from '../../../components/standings-columns';
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
  const columns = useStandingsColumns<StageStanding>({
    secondaryClass: 'st-wide',
    teamClass: 'st-team',
    totalClass: 'st-total',
    team: (row) => (
      <>
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
      </>
    ),
  });
  return (
    <DataTable
      className="st-table"
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.team_id}
      rowClass={(row) => (row.advances ? 'st-advances' : undefined)}
      empty={t('table.empty')}
    />
  );
}
