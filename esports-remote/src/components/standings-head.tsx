/**
 * The header row of an overall standings table (points table, stage table): rank, team, three
 * secondary columns that a phone hides or folds (`secondaryClass`), kills and total.
 */
export function StandingsHead({ secondaryClass }: { secondaryClass: string }) {
  return (
    <thead>
      <tr>
        <th>#</th>
        <th>Team</th>
        <th className={secondaryClass} title="Matches played">
          M
        </th>
        <th className={secondaryClass} title="Chicken dinners">
          WWCD
        </th>
        <th className={secondaryClass} title="Placement points">
          Place
        </th>
        <th>Kills</th>
        <th>Total</th>
      </tr>
    </thead>
  );
}
