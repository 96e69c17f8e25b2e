import { useJantriT } from '../../../lib/i18n';
import { useSpecWords } from '../../../lib/spec-words';
import { useHelpSupportT } from '../i18n';
import { useComplainList } from '../api/complain-list';
import { StatusBadge } from '../../../components/wallet/status-badge';
import { formatTime } from '../../../lib/format-time';

/** Spec section 9: a ticket id is shown as its first 5 characters. */
export const TICKET_ID_LENGTH = 5;

export function TicketTable({ username }: { username: string }) {
  const tickets = useComplainList(username);
  const t = useHelpSupportT();
  const tj = useJantriT();
  const say = useSpecWords();
  const rows = tickets.data?.data ?? [];
  if (tickets.isPending)
    return (
      <p className="page-loading" role="status">
        {tj('common.loading')}
      </p>
    );
  if (tickets.isError)
    return (
      <p className="form-error" role="alert">
        {say(tickets.error.message || 'wallet.somethingWrong')}
      </p>
    );
  if (rows.length === 0) return <p className="empty-state">{say('wallet.noRecords')}</p>;
  return (
    <div className="table-wrap">
      <table className="table wui-table" aria-label={t('tickets.label')}>
        <thead>
          <tr>
            <th>{t('tickets.id')}</th>
            <th>{t('tickets.subject')}</th>
            <th>{t('tickets.message')}</th>
            <th>{t('tickets.time')}</th>
            <th>{t('tickets.status')}</th>
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
