import { Link } from 'react-router-dom';
import { formatRupees } from '@bgmi/shared';
import { useUpcomingTournaments } from '../api/get-upcoming-tournaments';
import { localTime } from '../../../lib/local-time';
import { useHomeT } from '../i18n';

/** Loading text, then the list or the empty state; open -> Register Now, closed -> Show Details. */
export function UpcomingTournaments() {
  const t = useHomeT();
  const { data, isPending } = useUpcomingTournaments();
  return (
    <section aria-labelledby="home-upcoming-title">
      <h2 id="home-upcoming-title" className="section-title">
        {t('upcoming.title')}
      </h2>
      {isPending ? (
        <p className="empty-state" role="status">
          {t('upcoming.loading')}
        </p>
      ) : !data?.length ? (
        <p className="empty-state">{t('upcoming.none')}</p>
      ) : (
        <div className="card-grid">
          {data.map((event) => {
            const open = event.registration_status === 1;
            return (
              <article key={event._id} className="card home-event" aria-label={event.title}>
                <div className="home-event-head">
                  <h3>{event.title}</h3>
                  <span className={`badge ${open ? 'badge-open' : 'badge-closed'}`}>
                    {open ? t('upcoming.open') : t('upcoming.closed')}
                  </span>
                </div>
                <p className="muted">
                  {event.map} · {event.match_type.toUpperCase()} ·{' '}
                  {t('upcoming.players', {
                    registered: event.total_players_registered,
                    max: event.max_players,
                  })}
                </p>
                <p className="muted">
                  {t('upcoming.starts', { time: localTime(event.sessionStartTime) })}
                </p>
                <p>
                  {t('upcoming.prizePool', { amount: formatRupees(event.total_winning_amount) })}
                </p>
                {open ? (
                  <Link
                    className="btn btn-primary"
                    to={`/tournaments?id=${encodeURIComponent(event._id)}`}
                  >
                    {t('upcoming.register')}
                  </Link>
                ) : (
                  // Spec: a closed card has Show Details with no shown action.
                  <button type="button" className="btn">
                    {t('upcoming.details')}
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
