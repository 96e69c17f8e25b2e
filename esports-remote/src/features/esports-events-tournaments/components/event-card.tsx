import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { type EsportsEvent, type EventType } from '@bgmi/shared';
import { type MyEventState } from '@bgmi/shared/day-and-money';
import { hasRoom, isRegistrationOpen, moneyOrNA, teamsLabel } from '../team-arithmetic';
import { localTime } from '../../../lib/local-time';
import { EventDayFacts } from './event-day-facts';
import { useTournamentsT } from '../i18n';

interface EventCardProps {
  event: EsportsEvent;
  /** The tab it is shown under: details toggle on live and past, Register Now on upcoming. */
  type: EventType;
  onRegister?: (event: EsportsEvent) => void;
  registering?: boolean;
  /** The user's own state in this event (scrim day), when logged in and in it. */
  mine?: MyEventState | null;
}

/** One tournament or scrim card with every field of spec section 2 (/tournamentsSCRIMS). */
export function EventCard({
  event,
  type,
  onRegister,
  registering = false,
  mine = null,
}: EventCardProps) {
  const t = useTournamentsT();
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();
  const open = isRegistrationOpen(event);
  const teams = teamsLabel(event.total_players_registered, event.max_players);
  // Register Now stays beside the user's own state (spec: upcoming and open): a leader may enter
  // another of his teams, and a repeat gets the server's own refusal.
  const canRegister = type === 'upcoming' && open && hasRoom(event);

  return (
    <article className="card ev-card" aria-label={event.title}>
      <header className="ev-card-head">
        <h3 className="ev-card-title">{event.title}</h3>
        <span className={`badge ${open ? 'badge-open' : 'badge-closed'}`}>
          {open ? t('card.open') : t('card.closed')}
        </span>
      </header>
      <dl className="ev-facts">
        <div>
          <dt>{t('card.players')}</dt>
          <dd>
            {event.total_players_registered}/{event.max_players}
          </dd>
        </div>
        {teams && (
          <div>
            <dt>{t('card.teams')}</dt>
            <dd>{teams}</dd>
          </div>
        )}
        <div>
          <dt>{t('card.map')}</dt>
          <dd>{event.map}</dd>
        </div>
        <div>
          <dt>{t('card.mode')}</dt>
          <dd>{event.match_type.toUpperCase()}</dd>
        </div>
        <div>
          <dt>{t('card.registration')}</dt>
          <dd>{open ? t('card.open') : t('card.closed')}</dd>
        </div>
        <div className="ev-wide">
          <dt>{t('card.starts')}</dt>
          <dd>{localTime(event.sessionStartTime)}</dd>
        </div>
        <div className="ev-wide">
          <dt>{t('card.ends')}</dt>
          <dd>{localTime(event.sessionEndTime)}</dd>
        </div>
      </dl>
      <EventDayFacts event={event} mine={mine} />

      {type !== 'upcoming' && (
        <>
          <button
            type="button"
            className="btn btn-small ev-toggle"
            aria-expanded={showDetails}
            aria-controls={detailsId}
            onClick={() => setShowDetails((value) => !value)}
          >
            {showDetails ? t('card.hideDetails') : t('card.showDetails')}
          </button>
          {showDetails && (
            <dl className="ev-details" id={detailsId}>
              <div>
                <dt>{t('card.perPlayer')}</dt>
                <dd>{moneyOrNA(event.winning_per_player)}</dd>
              </div>
              <div>
                <dt>{t('card.prizePool')}</dt>
                <dd>{moneyOrNA(event.total_winning_amount)}</dd>
              </div>
              <div className="ev-wide">
                <dt>{t('card.registeredTeams')}</dt>
                <dd>
                  {event.registered_teams.length
                    ? event.registered_teams.join(', ')
                    : t('card.none')}
                </dd>
              </div>
              <div className="ev-wide">
                <dt>{t('card.description')}</dt>
                <dd>{event.description || t('card.noDetails')}</dd>
              </div>
              <div className="ev-wide">
                <Link className="btn btn-small" to={`/events/${event._id}/points-table`}>
                  {t('card.pointsTable')}
                </Link>
              </div>
            </dl>
          )}
        </>
      )}

      {type === 'upcoming' && open && !hasRoom(event) && (
        <p className="ev-full">{t('card.full')}</p>
      )}
      {canRegister && onRegister && (
        <button
          type="button"
          className="btn btn-primary ev-register"
          disabled={registering}
          onClick={() => onRegister(event)}
        >
          {registering ? t('card.loadingTeams') : t('card.register')}
        </button>
      )}
    </article>
  );
}
