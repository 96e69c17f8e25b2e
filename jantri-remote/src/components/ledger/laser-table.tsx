import type { LaserRow } from '@bgmi/shared/jantri-contract';
import { formatNumber } from '@bgmi/shared/i18n';
import { useJantriT } from '../../lib/i18n';

const money = (value: number) => formatNumber(value);

/** Spec colours: profit/loss red when zero or more, green otherwise; receive/pay the other way. */
const profitClass = (value: number) => (value >= 0 ? 'text-danger' : 'text-success');
const receivePayClass = (value: number) => (value >= 0 ? 'text-success' : 'text-danger');

/** Laser book rows: date, profit/loss, receive/pay, lain/dain (running balance), final. */
export function LaserTable({ rows }: { rows: LaserRow[] }) {
  const t = useJantriT();
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th>{t('laser.date')}</th>
            <th className="ledger-num">{t('laser.profitLoss')}</th>
            <th className="ledger-num">{t('laser.receivePay')}</th>
            <th>{t('laser.lainDain')}</th>
            <th className="ledger-num">{t('laser.final')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.client_name}:${row.date}`}>
              <td>{row.date}</td>
              <td className={`ledger-num ${profitClass(row.profit_loss)}`}>
                {money(row.profit_loss)}
              </td>
              <td className={`ledger-num ${receivePayClass(row.recive_pay)}`}>
                {money(row.recive_pay)}
              </td>
              <td>
                {row.lain_dain === 'lain'
                  ? t('common.lain')
                  : row.lain_dain === 'dain'
                    ? t('common.dain')
                    : '-'}{' '}
                <span className="muted">({money(Math.abs(row.balance))})</span>
              </td>
              <td className="ledger-num" data-testid="laser-final">
                {money(row.final)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
