import type { ReactNode } from 'react';
import type { Column } from '@bgmi/shared/ui-kit';
import { useEsportsT } from '../lib/i18n';

/** The numbers of a line of an overall standings table (points table, stage table). */
export interface StandingNumbers {
  rank: number;
  matches_played: number;
  dinners: number;
  placement_points: number;
  kills: number;
  total: number;
}

/**
 * The columns of an overall standings table: rank, team, three secondary columns that a phone
 * hides or folds (`secondaryClass`), kills and total. The page draws the team's cell (a badge, a
 * button that opens the hidden numbers).
 */
export function useStandingsColumns<Row extends StandingNumbers>({
  secondaryClass,
  teamClass,
  totalClass,
  team,
}: {
  secondaryClass: string;
  teamClass: string;
  totalClass: string;
  team: (row: Row) => ReactNode;
}): Column<Row>[] {
  const t = useEsportsT();
  return [
    { header: '#', cell: (row) => row.rank },
    // The team's and the total's class are their cells' only (the header row is plain).
    { header: t('standings.team'), cellClass: () => teamClass, cell: team },
    {
      header: t('standings.matches'),
      title: t('standings.matchesTitle'),
      className: secondaryClass,
      cell: (row) => row.matches_played,
    },
    {
      header: t('standings.wwcd'),
      title: t('standings.wwcdTitle'),
      className: secondaryClass,
      cell: (row) => row.dinners,
    },
    {
      header: t('standings.place'),
      title: t('standings.placeTitle'),
      className: secondaryClass,
      cell: (row) => row.placement_points,
    },
    { header: t('standings.kills'), cell: (row) => row.kills },
    { header: t('standings.total'), cellClass: () => totalClass, cell: (row) => row.total },
  ];
}
