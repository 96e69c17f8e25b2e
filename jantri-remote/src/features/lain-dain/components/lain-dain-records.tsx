import { formatTime } from '../../../lib/format-time';
import { useJantriT } from '../../../lib/i18n';
import { useSpecWords } from '../../../lib/spec-words';
import { useLainDainT } from '../i18n';
import { formatRupees, LEDGER_MESSAGES } from '@bgmi/shared';
import { errorText } from '../../../lib/error-text';
import { useLainDainRecords } from '../api/lain-dain-calls';

/** The lain-dain records of one client (or of all when none is chosen), newest first. */
export function LainDainRecords({ client }: { client: string }) {
  const t = useLainDainT();
  const tj = useJantriT();
  const say = useSpecWords();
  const records = useLainDainRecords(client);
  if (records.isPending) return <p className="page-loading">{tj('common.loading')}</p>;
  if (records.isError)
    return (
      <p className="form-error">{errorText(records.error, LEDGER_MESSAGES.fetchDataFailed)}</p>
    );
  if (records.data.length === 0) return <p className="empty-state">{say('ledger.noRecords')}</p>;
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th>{t('table.client')}</th>
            <th>{t('table.type')}</th>
            <th>{t('table.mode')}</th>
            <th className="ledger-num">{t('table.amount')}</th>
            <th>{t('table.date')}</th>
          </tr>
        </thead>
        <tbody>
          {records.data.map((record) => (
            <tr key={record._id}>
              <td>{record.client_name}</td>
              <td className={record.type === 'receive' ? 'text-success' : 'text-danger'}>
                {record.type === 'receive' ? t('page.receive') : t('page.pay')}
              </td>
              <td>{record.receive_type === 'cash' ? t('page.cash') : t('page.online')}</td>
              <td className="ledger-num">{formatRupees(record.amount)}</td>
              <td>{formatTime(record.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
