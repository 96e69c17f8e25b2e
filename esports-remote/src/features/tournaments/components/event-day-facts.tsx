import { Link } from 'react-router-dom';
import { errorMessage, notifyError, notifySuccess, type EsportsEvent } from '@bgmi/shared';
import { type MyEventState } from '@bgmi/shared/day-and-money';
import { useCheckIn } from '../api/check-in';
import { useCancelRegistration } from '../api/cancel-registration';
import { CancelRegistrationButton } from '../../../components/cancel-registration-button';
import { isOutOfEvent, myEventBadge, myEventLabel } from '../../../lib/my-event-label';

const CHECK_IN_LABEL = { not_open: 'Not open yet', open: 'Open now', closed: 'Closed' };

/**
 * The scrim day on a card (DESIGN 7): slots left, waitlist, check-in state, the user's own state,
 * Check In while the window is open, and the way to the event page.
 */
export function EventDayFacts({ event, mine }: { event: EsportsEvent; mine: MyEventState | null }) {
  const checkIn = useCheckIn();
  const cancel = useCancelRegistration();
  if (event.slots === undefined) return null;
  const mayCancel =
    mine?.is_leader && !isOutOfEvent(mine) && Date.now() < Date.parse(event.sessionStartTime);
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
      {mine && <p className={`badge ev-mine ${myEventBadge(mine)}`}>{myEventLabel(mine)}</p>}
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
        {mine && mayCancel && (
          <CancelRegistrationButton
            teamName={mine.team_name}
            eventTitle={event.title}
            busy={cancel.isPending}
            cancel={(callbacks) => cancel.mutate(event._id, callbacks)}
          />
        )}
      </div>
    </div>
  );
}
