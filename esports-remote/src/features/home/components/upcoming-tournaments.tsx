import { Link } from 'react-router-dom';
import { EVENT_MESSAGES, formatRupees } from '@bgmi/shared';
import { useUpcomingTournaments } from '../api/get-upcoming-tournaments';
import { localTime } from '../../../lib/local-time';

/** Loading text, then the list or the empty state; open -> Register Now, closed -> Show Details. */
export function UpcomingTournaments() {
  const { data, isPending } = useUpcomingTournaments();
  return (
    <section aria-labelledby="home-upcoming-title">
      <h2 id="home-upcoming-title" className="section-title">
        Upcoming Tournaments
      </h2>
      {isPending ? (
        <p className="empty-state" role="status">
          {EVENT_MESSAGES.loadingTournaments}
        </p>
      ) : !data?.length ? (
        <p className="empty-state">{EVENT_MESSAGES.noUpcoming}</p>
      ) : (
        <div className="card-grid">
          {data.map((event) => {
            const open = event.registration_status === 1;
            return (
              <article key={event._id} className="card home-event" aria-label={event.title}>
                <div className="home-event-head">
                  <h3>{event.title}</h3>
                  <span className={`badge ${open ? 'badge-open' : 'badge-closed'}`}>
                    {open ? 'Open' : 'Closed'}
                  </span>
                </div>
                <p className="muted">
                  {event.map} · {event.match_type.toUpperCase()} · {event.total_players_registered}/
                  {event.max_players} players
                </p>
                <p className="muted">Starts {localTime(event.sessionStartTime)}</p>
                <p>Prize pool: {formatRupees(event.total_winning_amount)}</p>
                {open ? (
                  <Link
                    className="btn btn-primary"
                    to={`/tournaments?id=${encodeURIComponent(event._id)}`}
                  >
                    Register Now
                  </Link>
                ) : (
                  // Spec: a closed card has Show Details with no shown action.
                  <button type="button" className="btn">
                    Show Details
                  </button>
                )}
              </article>
            );
          })}
        </div>
      )}
    </section>
  );
}
