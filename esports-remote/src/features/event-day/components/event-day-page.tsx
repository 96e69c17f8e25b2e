import { Link, useParams } from 'react-router-dom';
import { PageLoading, errorMessage } from '@bgmi/shared';
import { useEventDay } from '../api/event-details';
import { useMyEventState } from '../api/my-event-states';
import { CheckInPanel } from './check-in-panel';
import { MatchRoom } from './match-room';
import { useEventDaySocket } from './use-event-day-socket';
import '../event-day.css';
import { zonedDateTime } from '@bgmi/shared/day-and-money';

const CHECK_IN_LABEL = {
  not_open: 'Check-in not open yet',
  open: 'Check-in open',
  closed: 'Check-in closed',
};

/** /events/:eventId: the day of one event for a player (state, check-in, matches, rooms). */
export function EventDayPage() {
  const { eventId = '' } = useParams();
  const event = useEventDay(eventId);
  const { mine } = useMyEventState(eventId);
  useEventDaySocket(eventId);

  if (event.isPending) return <PageLoading label="Loading the event..." />;
  if (event.isError)
    return (
      <section className="page ed-page">
        <div className="empty-state" role="alert">
          <p>{errorMessage(event.error, 'Could not load the event')}</p>
          <button type="button" className="btn" onClick={() => void event.refetch()}>
            Retry
          </button>
        </div>
      </section>
    );
  const day = event.data;
  return (
    <section className="page ed-page">
      <h1 className="page-title">{day.title}</h1>
      <p className="page-subtitle">
        {day.kind === 'scrim' ? 'Scrim' : 'Tournament'} · {day.map} ·{' '}
        {zonedDateTime(day.sessionStartTime)}
      </p>
      <div className="ed-facts">
        <span>
          {day.slots - day.slots_left}/{day.slots} slots
        </span>
        <span>waitlist {day.waitlist_length}</span>
        <span>{CHECK_IN_LABEL[day.check_in_state]}</span>
        <Link className="btn btn-small" to={`/events/${day._id}/points-table`}>
          Points table
        </Link>
        <Link className="btn btn-small" to={`/events/${day._id}/stages`}>
          Stages
        </Link>
      </div>
      <CheckInPanel
        eventId={day._id}
        mine={mine}
        checkInState={day.check_in_state}
        rosterCheckIn={day.roster_check_in}
        startsAt={day.sessionStartTime}
        eventTitle={day.title}
      />
      <h2 className="section-title">Matches</h2>
      {day.matches.length === 0 ? (
        <p className="empty-state">The organiser has not added matches yet.</p>
      ) : (
        <ul className="ed-matches">
          {day.matches.map((match) => (
            <MatchRoom key={match._id} match={match} checkedIn={mine?.state === 'checked_in'} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default EventDayPage;
