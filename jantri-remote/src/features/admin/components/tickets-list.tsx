import { notifyError, notifySuccess } from '@bgmi/shared';
import { useAdminTickets } from '../api/tickets';
import { useResolveTicket } from '../api/resolve-ticket';
import { QueryState } from './query-state';

/** Pending support tickets with Resolve and Reject. */
export function TicketsList() {
  const tickets = useAdminTickets({ status: 'pending' });
  const resolve = useResolveTicket();
  const act = (id: string, reject: boolean) =>
    resolve.mutate(
      { id, reject },
      {
        onSuccess: (answer) => notifySuccess(answer.message),
        onError: (e) => notifyError(e.message),
      },
    );
  const rows = tickets.data?.data ?? [];
  return (
    <QueryState query={tickets} empty={!rows.length}>
      <ul className="adm-tickets">
        {rows.map((t) => (
          <li key={t.id} className="card">
            <strong>{t.subject}</strong> · {t.user} ·{' '}
            <span className="muted">{new Date(t.created).toLocaleString('en-IN')}</span>
            <p>{t.message}</p>
            <div className="adm-actions">
              <button
                type="button"
                className="btn btn-small btn-primary"
                onClick={() => act(t.id, false)}
              >
                Resolve
              </button>
              <button type="button" className="btn btn-small" onClick={() => act(t.id, true)}>
                Reject
              </button>
            </div>
          </li>
        ))}
      </ul>
    </QueryState>
  );
}
