import { formatTime } from '../../../lib/format-time';
import { useSpecWords } from '../../../lib/spec-words';
import { useAdminT } from '../i18n';
import { notifyError, notifySuccess } from '@bgmi/shared';
import { useAdminTickets } from '../api/tickets';
import { useResolveTicket } from '../api/resolve-ticket';
import { QueryState } from './query-state';

/** Pending support tickets with Resolve and Reject. */
export function TicketsList() {
  const tickets = useAdminTickets({ status: 'pending' });
  const t = useAdminT();
  const say = useSpecWords();
  const resolve = useResolveTicket();
  const act = (id: string, reject: boolean) =>
    resolve.mutate(
      { id, reject },
      {
        onSuccess: (answer) => notifySuccess(say(answer.message)),
        onError: (e) => notifyError(say(e.message)),
      },
    );
  const rows = tickets.data?.data ?? [];
  return (
    <QueryState query={tickets} empty={!rows.length}>
      <ul className="adm-tickets">
        {rows.map((ticket) => (
          <li key={ticket.id} className="card">
            <strong>{ticket.subject}</strong> · {ticket.user} ·{' '}
            <span className="muted">{formatTime(ticket.created)}</span>
            <p>{ticket.message}</p>
            <div className="adm-actions">
              <button
                type="button"
                className="btn btn-small btn-primary"
                onClick={() => act(ticket.id, false)}
              >
                {t('tickets.resolve')}
              </button>
              <button type="button" className="btn btn-small" onClick={() => act(ticket.id, true)}>
                {t('tickets.reject')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </QueryState>
  );
}
