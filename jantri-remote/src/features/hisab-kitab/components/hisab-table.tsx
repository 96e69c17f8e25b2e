import { formatNumber } from '@bgmi/shared/i18n';
import { useHisabKitabT } from '../i18n';
import type { HisabRow } from '@bgmi/shared/jantri-contract';
import { hisabTotals, profitClass } from '../hisab-totals';

const money = (value: number) => formatNumber(value);

/** Hisab rows and their TOTAL row; profit/loss coloured and shown without its sign. */
export function HisabTable({ rows }: { rows: HisabRow[] }) {
  const t = useHisabKitabT();
  const total = hisabTotals(rows);
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th>{t('table.client')}</th>
            <th>{t('table.game')}</th>
            <th>{t('table.result')}</th>
            <th className="ledger-num">{t('table.totalKaam')}</th>
            <th className="ledger-num">{t('table.jodiPs')}</th>
            <th className="ledger-num">{t('table.harufPs')}</th>
            <th className="ledger-num">{t('table.lcComm')}</th>
            <th className="ledger-num">{t('table.profitLoss')}</th>
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
            <td colSpan={3}>{t('table.total')}</td>
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
