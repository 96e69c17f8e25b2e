import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { EVENT_MESSAGES, type EsportsEvent, type EventType } from '@bgmi/shared';
import { type MyEventState } from '@bgmi/shared/day-and-money';
import { hasRoom, isRegistrationOpen, moneyOrNA, teamsLabel } from '../team-arithmetic';
import { localTime } from '../../../lib/local-time';
import { EventDayFacts } from './event-day-facts';

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
          {open ? 'Open' : 'Closed'}
        </span>
      </header>
      <dl className="ev-facts">
        <div>
          <dt>Players</dt>
          <dd>
            {event.total_players_registered}/{event.max_players}
          </dd>
        </div>
        {teams && (
          <div>
            <dt>Teams</dt>
            <dd>{teams}</dd>
          </div>
        )}
        <div>
          <dt>Map</dt>
          <dd>{event.map}</dd>
        </div>
        <div>
          <dt>Mode</dt>
          <dd>{event.match_type.toUpperCase()}</dd>
        </div>
        <div>
          <dt>Registration</dt>
          <dd>{open ? 'Open' : 'Closed'}</dd>
        </div>
        <div className="ev-wide">
          <dt>Starts</dt>
          <dd>{localTime(event.sessionStartTime)}</dd>
        </div>
        <div className="ev-wide">
          <dt>Ends</dt>
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
            {showDetails ? 'Hide Details' : 'Show Details'}
          </button>
          {showDetails && (
            <dl className="ev-details" id={detailsId}>
              <div>
                <dt>Winning per player</dt>
                <dd>{moneyOrNA(event.winning_per_player)}</dd>
              </div>
              <div>
                <dt>Total prize pool</dt>
                <dd>{moneyOrNA(event.total_winning_amount)}</dd>
              </div>
              <div className="ev-wide">
                <dt>Registered teams</dt>
                <dd>
                  {event.registered_teams.length ? event.registered_teams.join(', ') : 'None'}
                </dd>
              </div>
              <div className="ev-wide">
                <dt>Description</dt>
                <dd>{event.description || EVENT_MESSAGES.noDetails}</dd>
              </div>
              <div className="ev-wide">
                <Link className="btn btn-small" to={`/events/${event._id}/points-table`}>
                  Points table
                </Link>
              </div>
            </dl>
          )}
        </>
      )}

      {type === 'upcoming' && open && !hasRoom(event) && (
        <p className="ev-full">This event is full</p>
      )}
      {canRegister && onRegister && (
        <button
          type="button"
          className="btn btn-primary ev-register"
          disabled={registering}
          onClick={() => onRegister(event)}
        >
          {registering ? 'Loading teams...' : 'Register Now'}
        </button>
      )}
    </article>
  );
}
