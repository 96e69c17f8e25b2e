import type { MatchStanding, OverallStanding } from '@bgmi/shared/day-and-money';

/** Overall standings: rank, team, dinners (wins), placement points, kills, total. */
export function OverallTable({ rows }: { rows: OverallStanding[] }) {
  if (!rows.length) return <p className="empty-state">No results posted yet.</p>;
  return (
    <div className="table-wrap">
      <table className="table pt-table" aria-label="Overall standings">
        <thead>
          <tr>
            <th>#</th>
            <th>Team</th>
            <th title="Matches played">M</th>
            <th title="Chicken dinners">WWCD</th>
            <th title="Placement points">Place</th>
            <th>Kills</th>
            <th>Total</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.team_id}>
              <td>{row.rank}</td>
              <td className="pt-team">{row.team_name}</td>
              <td>{row.matches_played}</td>
              <td>{row.dinners}</td>
              <td>{row.placement_points}</td>
              <td>{row.kills}</td>
              <td className="pt-total">{row.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One match: rank, team, placement, kills, points; flagged lines are marked. */
export function MatchTable({ rows, label }: { rows: MatchStanding[]; label: string }) {
  if (!rows.length) return <p className="empty-state">No results for this match yet.</p>;
  return (
    <div className="table-wrap">
      <table className="table pt-table" aria-label={label}>
        <thead>
          <tr>
            <th>#</th>
            <th>Team</th>
            <th>Placed</th>
            <th>Kills</th>
            <th>Place pts</th>
            <th>Total</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.team_id}>
              <td>{row.rank}</td>
              <td className="pt-team">
                {row.team_name}
                {row.flagged && (
                  <span className="badge badge-pending pt-flag" title="A captain flagged this line">
                    flagged
                  </span>
                )}
              </td>
              <td>{row.placement}</td>
              <td>{row.kills}</td>
              <td>{row.placement_points}</td>
              <td className="pt-total">{row.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
