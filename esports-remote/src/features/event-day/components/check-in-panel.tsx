import { errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import {
  SCRIM_DAY_MESSAGES,
  type CheckInState,
  type MyEventState,
} from '@bgmi/shared/day-and-money';
import { useCheckIn } from '../api/check-in';

/** The caller's own state in the event, and Check In while the window is open. */
export function CheckInPanel({
  eventId,
  mine,
  checkInState,
  rosterCheckIn,
  startsAt,
}: {
  eventId: string;
  mine: MyEventState | null;
  checkInState: CheckInState;
  rosterCheckIn: boolean;
  startsAt: string;
}) {
  const checkIn = useCheckIn();
  if (!mine) return <p className="muted">Your team is not in this event.</p>;
  const label =
    mine.state === 'checked_in'
      ? `${mine.team_name}: checked in`
      : mine.state === 'waitlisted'
        ? `${mine.team_name}: waitlisted at ${mine.waitlist_position ?? '?'}`
        : `${mine.team_name}: registered`;
  // A team promoted from the waitlist after the close may still check in until the start (the
  // server decides; MyEventState does not say "promoted", so a closed window offers it too).
  const mayCheckIn =
    mine.state === 'registered' &&
    checkInState !== 'not_open' &&
    Date.now() < Date.parse(startsAt) &&
    (mine.is_leader || rosterCheckIn);
  return (
    <div className="ed-mine" aria-live="polite">
      <span className={`badge ${mine.state === 'checked_in' ? 'badge-success' : 'badge-pending'}`}>
        {label}
      </span>
      {mayCheckIn && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={checkIn.isPending}
          onClick={() =>
            checkIn.mutate(eventId, {
              onSuccess: (answer) => notifySuccess(answer.message || SCRIM_DAY_MESSAGES.checkedIn),
              onError: (error) => notifyError(errorMessage(error, 'Could not check in')),
            })
          }
        >
          Check In
        </button>
      )}
    </div>
  );
}
