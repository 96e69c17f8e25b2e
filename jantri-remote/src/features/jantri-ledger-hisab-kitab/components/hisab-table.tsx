import { formatNumber } from '@bgmi/shared/i18n';
import { DataTable } from '@bgmi/shared/ui-kit';
import { useHisabKitabT } from '../i18n';
import type { HisabRow } from '@bgmi/shared/jantri-contract';
import { hisabTotals, profitClass } from '../hisab-totals';

const money = (value: number) => formatNumber(value);
const num = 'ledger-num';

/** Hisab rows and their TOTAL row; profit/loss coloured and shown without its sign. */
export function HisabTable({ rows }: { rows: HisabRow[] }) {
  const t = useHisabKitabT();
  const total = hisabTotals(rows);
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => row._id}
      empty={null}
      columns={[
        { header: t('table.client'), cell: (row) => row.client_name },
        { header: t('table.game'), cell: (row) => row.game_name },
        { header: t('table.result'), cell: (row) => row.name_result },
        { header: t('table.totalKaam'), className: num, cell: (row) => money(row.total_kaam) },
        { header: t('table.jodiPs'), className: num, cell: (row) => money(row.jodi_ps) },
        { header: t('table.harufPs'), className: num, cell: (row) => money(row.hrf_ps) },
        { header: t('table.lcComm'), className: num, cell: (row) => money(row.lc_comm) },
        {
          header: t('table.profitLoss'),
          className: num,
          cellClass: (row) => profitClass(row.profit_loss),
          cell: (row) => money(Math.abs(row.profit_loss)),
        },
      ]}
      footer={
        <tr className="ledger-total-row">
          <td colSpan={3}>{t('table.total')}</td>
          <td className={num}>{money(total.total_kaam)}</td>
          <td className={num}>{money(total.jodi_ps)}</td>
          <td className={num}>{money(total.hrf_ps)}</td>
          <td className={num}>{money(total.lc_comm)}</td>
          <td
            className={`${num} ${profitClass(total.profit_loss)}`}
            data-testid="hisab-total-profit"
          >
            {money(Math.abs(total.profit_loss))}
          </td>
        </tr>
      }
    />
  );
}
