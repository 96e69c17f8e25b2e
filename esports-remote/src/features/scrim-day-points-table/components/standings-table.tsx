import { useState, type ReactNode } from 'react';
import type { MatchStanding, OverallStanding } from '@bgmi/shared/day-and-money';
import { DataTable } from '@bgmi/shared/ui-kit';
import { useStandingsColumns } from '../../../components/standings-columns';
import { usePointsTableT } from '../i18n';

/**
 * Phone first (issue 22): on a narrow screen the secondary columns (class pt-extra) are hidden so
 * Kills and Total always show; a tap on the team opens a line with the hidden numbers. On a wide
 * screen every column shows and that line stays hidden.
 */
function TeamButton({
  name,
  open,
  onToggle,
}: {
  name: string;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <button type="button" className="pt-team-button" aria-expanded={open} onClick={onToggle}>
      {name}
    </button>
  );
}

/** The line a row opens to; it spans the columns a phone shows. */
function DetailRow({ open, span, children }: { open: boolean; span: number; children: ReactNode }) {
  if (!open) return null;
  return (
    <tr className="pt-detail-row">
      <td colSpan={span}>{children}</td>
    </tr>
  );
}

function useOpenRow() {
  const [openId, setOpenId] = useState<string | null>(null);
  return {
    isOpen: (id: string) => openId === id,
    toggle: (id: string) => setOpenId((current) => (current === id ? null : id)),
  };
}

/** Overall standings: rank, team, dinners (wins), placement points, kills, total. */
export function OverallTable({ rows }: { rows: OverallStanding[] }) {
  const t = usePointsTableT();
  const rowState = useOpenRow();
  const columns = useStandingsColumns<OverallStanding>({
    secondaryClass: 'pt-extra',
    teamClass: 'pt-team',
    totalClass: 'pt-total',
    team: (row) => (
      <TeamButton
        name={row.team_name}
        open={rowState.isOpen(row.team_id)}
        onToggle={() => rowState.toggle(row.team_id)}
      />
    ),
  });
  return (
    <DataTable
      className="pt-table"
      label={t('overallLabel')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.team_id}
      empty={t('empty.overall')}
      rowDetail={(row) => (
        <DetailRow open={rowState.isOpen(row.team_id)} span={4}>
          {t('detail.overall', {
            matches: row.matches_played,
            dinners: row.dinners,
            points: row.placement_points,
          })}
        </DetailRow>
      )}
    />
  );
}

/** One match: rank, team, placement, kills, points; flagged lines are marked. */
export function MatchTable({ rows, label }: { rows: MatchStanding[]; label: string }) {
  const t = usePointsTableT();
  const rowState = useOpenRow();
  return (
    <DataTable
      className="pt-table"
      label={label}
      rows={rows}
      rowKey={(row) => row.team_id}
      empty={t('empty.match')}
      columns={[
        { header: '#', cell: (row) => row.rank },
        {
          header: t('head.team'),
          cellClass: () => 'pt-team',
          cell: (row) => (
            <>
              <TeamButton
                name={row.team_name}
                open={rowState.isOpen(row.team_id)}
                onToggle={() => rowState.toggle(row.team_id)}
              />
              {row.flagged && (
                <span className="badge badge-pending pt-flag" title={t('flaggedTitle')}>
                  {t('flagged')}
                </span>
              )}
            </>
          ),
        },
        { header: t('head.placed'), cell: (row) => row.placement },
        { header: t('head.kills'), cell: (row) => row.kills },
        { header: t('head.placePts'), className: 'pt-extra', cell: (row) => row.placement_points },
        { header: t('head.total'), cellClass: () => 'pt-total', cell: (row) => row.total },
      ]}
      rowDetail={(row) => (
        <DetailRow open={rowState.isOpen(row.team_id)} span={5}>
          {t('detail.match', { points: row.placement_points })}
        </DetailRow>
      )}
    />
  );
}
