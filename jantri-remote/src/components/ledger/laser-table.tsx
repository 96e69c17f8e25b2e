import { useSpecWords } from '../../lib/spec-words';
import type { LaserRow } from '@bgmi/shared/jantri-contract';
import { formatNumber } from '@bgmi/shared/i18n';
import { DataTable } from '@bgmi/shared/ui-kit';
import { useJantriT } from '../../lib/i18n';

const money = (value: number) => formatNumber(value);

/** Spec colours: profit/loss red when zero or more, green otherwise; receive/pay the other way. */
const profitClass = (value: number) => (value >= 0 ? 'text-danger' : 'text-success');
const receivePayClass = (value: number) => (value >= 0 ? 'text-success' : 'text-danger');

/** Laser book rows: date, profit/loss, receive/pay, lain/dain (running balance), final. */
export function LaserTable({ rows }: { rows: LaserRow[] }) {
  const t = useJantriT();
  const say = useSpecWords();
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => `${row.client_name}:${row.date}`}
      empty={say('ledger.noDataDots')}
      columns={[
        { header: t('laser.date'), cell: (row) => row.date },
        {
          header: t('laser.profitLoss'),
          className: 'ledger-num',
          cellClass: (row) => profitClass(row.profit_loss),
          cell: (row) => money(row.profit_loss),
        },
        {
          header: t('laser.receivePay'),
          className: 'ledger-num',
          cellClass: (row) => receivePayClass(row.recive_pay),
          cell: (row) => money(row.recive_pay),
        },
        {
          header: t('laser.lainDain'),
          cell: (row) => (
            <>
              {row.lain_dain === 'lain'
                ? t('common.lain')
                : row.lain_dain === 'dain'
                  ? t('common.dain')
                  : '-'}{' '}
              <span className="muted">({money(Math.abs(row.balance))})</span>
            </>
          ),
        },
        {
          header: t('laser.final'),
          className: 'ledger-num',
          cell: (row) => <span data-testid="laser-final">{money(row.final)}</span>,
        },
      ]}
    />
  );
}
