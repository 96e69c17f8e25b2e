import { WALLET_MESSAGES } from '@bgmi/shared/jantri-contract';
import { useComplainList } from '../api/complain-list';
import { StatusBadge } from '../../../components/wallet/status-badge';
import { formatTime } from '../../../lib/format-time';

/** Spec section 9: a ticket id is shown as its first 5 characters. */
export const TICKET_ID_LENGTH = 5;

export function TicketTable({ username }: { username: string }) {
  const tickets = useComplainList(username);
  const rows = tickets.data?.data ?? [];
  if (tickets.isPending)
    return (
      <p className="page-loading" role="status">
        Loading...
      </p>
    );
  if (tickets.isError)
    return (
      <p className="form-error" role="alert">
        {tickets.error.message || WALLET_MESSAGES.somethingWrong}
      </p>
    );
  if (rows.length === 0) return <p className="empty-state">{WALLET_MESSAGES.noRecords}</p>;
  return (
    <div className="table-wrap">
      <table className="table wui-table" aria-label="Support tickets">
        <thead>
          <tr>
            <th>Ticket ID</th>
            <th>Subject</th>
            <th>Message</th>
            <th>Time</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id}>
              <td className="hs-id" title={row._id}>
                {row._id.slice(0, TICKET_ID_LENGTH)}
              </td>
              <td>{row.subject}</td>
              <td className="hs-message">{row.message}</td>
              <td>{formatTime(row.createdAt)}</td>
              <td>
                <StatusBadge status={row.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
