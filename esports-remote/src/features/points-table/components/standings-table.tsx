import { Fragment, useState, type ReactNode } from 'react';
import type { MatchStanding, OverallStanding } from '@bgmi/shared/day-and-money';
import { StandingsHead } from '../../../components/standings-head';
import { usePointsTableT } from '../i18n';

/**
 * Phone first (issue 22): on a narrow screen the secondary columns (class pt-extra) are hidden so
 * Kills and Total always show; a tap on the team opens a line with the hidden numbers. On a wide
 * screen every column shows and that line stays hidden.
 */
function TeamCell({
  name,
  open,
  onToggle,
  children,
}: {
  name: string;
  open: boolean;
  onToggle: () => void;
  children?: ReactNode;
}) {
  return (
    <td className="pt-team">
      <button type="button" className="pt-team-button" aria-expanded={open} onClick={onToggle}>
        {name}
      </button>
      {children}
    </td>
  );
}

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
  if (!rows.length) return <p className="empty-state">{t('empty.overall')}</p>;
  return (
    <div className="table-wrap pt-wrap">
      <table className="table pt-table" aria-label={t('overallLabel')}>
        <StandingsHead secondaryClass="pt-extra" />
        <tbody>
          {rows.map((row) => (
            <Fragment key={row.team_id}>
              <tr>
                <td>{row.rank}</td>
                <TeamCell
                  name={row.team_name}
                  open={rowState.isOpen(row.team_id)}
                  onToggle={() => rowState.toggle(row.team_id)}
                />
                <td className="pt-extra">{row.matches_played}</td>
                <td className="pt-extra">{row.dinners}</td>
                <td className="pt-extra">{row.placement_points}</td>
                <td>{row.kills}</td>
                <td className="pt-total">{row.total}</td>
              </tr>
              <DetailRow open={rowState.isOpen(row.team_id)} span={4}>
                {t('detail.overall', {
                  matches: row.matches_played,
                  dinners: row.dinners,
                  points: row.placement_points,
                })}
              </DetailRow>
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One match: rank, team, placement, kills, points; flagged lines are marked. */
export function MatchTable({ rows, label }: { rows: MatchStanding[]; label: string }) {
  const t = usePointsTableT();
  const rowState = useOpenRow();
  if (!rows.length) return <p className="empty-state">{t('empty.match')}</p>;
  return (
    <div className="table-wrap pt-wrap">
      <table className="table pt-table" aria-label={label}>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('head.team')}</th>
            <th>{t('head.placed')}</th>
            <th>{t('head.kills')}</th>
            <th className="pt-extra">{t('head.placePts')}</th>
            <th>{t('head.total')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Fragment key={row.team_id}>
              <tr>
                <td>{row.rank}</td>
                <TeamCell
                  name={row.team_name}
                  open={rowState.isOpen(row.team_id)}
                  onToggle={() => rowState.toggle(row.team_id)}
                >
                  {row.flagged && (
                    <span className="badge badge-pending pt-flag" title={t('flaggedTitle')}>
                      {t('flagged')}
                    </span>
                  )}
                </TeamCell>
                <td>{row.placement}</td>
                <td>{row.kills}</td>
                <td className="pt-extra">{row.placement_points}</td>
                <td className="pt-total">{row.total}</td>
              </tr>
              <DetailRow open={rowState.isOpen(row.team_id)} span={5}>
                {t('detail.match', { points: row.placement_points })}
              </DetailRow>
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
