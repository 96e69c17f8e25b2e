import { formatRupees, LEDGER_MESSAGES } from '@bgmi/shared';
import { errorText } from '../../../lib/error-text';
import { useLainDainRecords } from '../api/lain-dain-calls';

/** The lain-dain records of one client (or of all when none is chosen), newest first. */
export function LainDainRecords({ client }: { client: string }) {
  const records = useLainDainRecords(client);
  if (records.isPending) return <p className="page-loading">Loading...</p>;
  if (records.isError)
    return (
      <p className="form-error">{errorText(records.error, LEDGER_MESSAGES.fetchDataFailed)}</p>
    );
  if (records.data.length === 0) return <p className="empty-state">{LEDGER_MESSAGES.noRecords}</p>;
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th>Client</th>
            <th>Type</th>
            <th>Mode</th>
            <th className="ledger-num">Amount</th>
            <th>Date</th>
          </tr>
        </thead>
        <tbody>
          {records.data.map((record) => (
            <tr key={record._id}>
              <td>{record.client_name}</td>
              <td className={record.type === 'receive' ? 'text-success' : 'text-danger'}>
                {record.type === 'receive' ? 'Receive' : 'Pay'}
              </td>
              <td>{record.receive_type === 'cash' ? 'Cash' : 'Online'}</td>
              <td className="ledger-num">{formatRupees(record.amount)}</td>
              <td>{new Date(record.createdAt).toLocaleString('en-IN')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
