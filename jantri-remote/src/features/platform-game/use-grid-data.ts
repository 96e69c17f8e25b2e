import { useMemo } from 'react';
import { useBetData, type BetDataArgs } from './api/bet-data';
import { gridFromRound, gridFromSheet, type GridData } from './grid-data';

/**
 * With a client and game chosen the grid shows their sheet (bet-data-jantri); when that call
 * fails it falls back to the round's numbers with totals 0 (the query's meta toasts).
 * Without both chosen it shows the user's bets in the running round.
 */
export function useGridData(args: BetDataArgs | null, roundNumbers: Record<string, number>) {
  const sheet = useBetData(args);

  const sheetData = args ? sheet.data : undefined;
  const withTotals = !args;
  // The same grid while its inputs are the same: the grid (100 cells) skips a render that
  // changes nothing of it (NumberGrid is memoized).
  const grid: GridData = useMemo(
    () => (sheetData ? gridFromSheet(sheetData) : gridFromRound(roundNumbers, withTotals)),
    [sheetData, roundNumbers, withTotals],
  );
  return { grid, loading: Boolean(args) && sheet.isFetching, refetch: () => void sheet.refetch() };
}
