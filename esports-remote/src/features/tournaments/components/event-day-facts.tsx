import { Link } from 'react-router-dom';
import { errorMessage, notifyError, notifySuccess, type EsportsEvent } from '@bgmi/shared';
import { type MyEventState } from '@bgmi/shared/day-and-money';
import { useCheckIn } from '../api/check-in';

const CHECK_IN_LABEL = { not_open: 'Not open yet', open: 'Open now', closed: 'Closed' };

function ownLabel(mine: MyEventState): string {
  if (mine.state === 'checked_in') return `${mine.team_name}: checked in`;
  if (mine.state === 'waitlisted')
    return `${mine.team_name}: waitlisted at ${mine.waitlist_position ?? '?'}`;
  return `${mine.team_name}: registered`;
}

/**
 * The scrim day on a card (DESIGN 7): slots left, waitlist, check-in state, the user's own state,
 * Check In while the window is open, and the way to the event page.
 */
export function EventDayFacts({ event, mine }: { event: EsportsEvent; mine: MyEventState | null }) {
  const checkIn = useCheckIn();
  if (event.slots === undefined) return null;
  // A team promoted after the close may still check in until the start (the server decides).
  const mayCheckIn =
    mine?.state === 'registered' &&
    event.check_in_state !== undefined &&
    event.check_in_state !== 'not_open' &&
    Date.now() < Date.parse(event.sessionStartTime) &&
    (mine.is_leader || Boolean(event.roster_check_in));

  return (
    <div className="ev-day">
      <dl className="ev-facts">
        <div>
          <dt>Slots left</dt>
          <dd>
            {event.slots_left ?? '?'}/{event.slots}
          </dd>
        </div>
        <div>
          <dt>Waitlist</dt>
          <dd>{event.waitlist_length ?? 0}</dd>
        </div>
        {event.check_in_state && (
          <div className="ev-wide">
            <dt>Check-in</dt>
            <dd>{CHECK_IN_LABEL[event.check_in_state]}</dd>
          </div>
        )}
      </dl>
      {mine && (
        <p
          className={`badge ev-mine ${mine.state === 'checked_in' ? 'badge-success' : 'badge-pending'}`}
        >
          {ownLabel(mine)}
        </p>
      )}
      <div className="ev-day-actions">
        {mayCheckIn && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={checkIn.isPending}
            onClick={() =>
              checkIn.mutate(event._id, {
                onSuccess: (answer) => notifySuccess(answer.message),
                onError: (error) => notifyError(errorMessage(error, 'Could not check in')),
              })
            }
          >
            Check In
          </button>
        )}
        {mine && mine.state !== 'waitlisted' && (
          <Link className="btn btn-small" to={`/events/${event._id}`}>
            Event page
          </Link>
        )}
      </div>
    </div>
  );
}
