import type { HisabRow } from '@bgmi/shared/jantri-contract';
import { hisabTotals, profitClass } from '../hisab-totals';

const money = (value: number) => value.toLocaleString('en-IN', { maximumFractionDigits: 2 });

/** Hisab rows and their TOTAL row; profit/loss coloured and shown without its sign. */
export function HisabTable({ rows }: { rows: HisabRow[] }) {
  const total = hisabTotals(rows);
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th>Client</th>
            <th>Game</th>
            <th>Result</th>
            <th className="ledger-num">Total Kaam</th>
            <th className="ledger-num">Jodi PS</th>
            <th className="ledger-num">Haruf PS</th>
            <th className="ledger-num">LC Comm</th>
            <th className="ledger-num">Profit/Loss</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id}>
              <td>{row.client_name}</td>
              <td>{row.game_name}</td>
              <td>{row.name_result}</td>
              <td className="ledger-num">{money(row.total_kaam)}</td>
              <td className="ledger-num">{money(row.jodi_ps)}</td>
              <td className="ledger-num">{money(row.hrf_ps)}</td>
              <td className="ledger-num">{money(row.lc_comm)}</td>
              <td className={`ledger-num ${profitClass(row.profit_loss)}`}>
                {money(Math.abs(row.profit_loss))}
              </td>
            </tr>
          ))}
          <tr className="ledger-total-row">
            <td colSpan={3}>TOTAL</td>
            <td className="ledger-num">{money(total.total_kaam)}</td>
            <td className="ledger-num">{money(total.jodi_ps)}</td>
            <td className="ledger-num">{money(total.hrf_ps)}</td>
            <td className="ledger-num">{money(total.lc_comm)}</td>
            <td
              className={`ledger-num ${profitClass(total.profit_loss)}`}
              data-testid="hisab-total-profit"
            >
              {money(Math.abs(total.profit_loss))}
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
