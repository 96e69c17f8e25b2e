import { errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import { type CheckInState, type MyEventState } from '@bgmi/shared/day-and-money';
import { useCheckIn } from '../api/check-in';
import { useCancelRegistration } from '../api/cancel-registration';
import { CancelRegistrationButton } from '../../../components/cancel-registration-button';
import { isOutOfEvent, myEventBadge, myEventLabel } from '../../../lib/my-event-label';
import { useEsportsT } from '../../../lib/i18n';
import { useEventDayT } from '../i18n';

/** The caller's own state in the event, and Check In while the window is open. */
export function CheckInPanel({
  eventId,
  mine,
  checkInState,
  rosterCheckIn,
  startsAt,
  eventTitle,
}: {
  eventId: string;
  eventTitle: string;
  mine: MyEventState | null;
  checkInState: CheckInState;
  rosterCheckIn: boolean;
  startsAt: string;
}) {
  const t = useEventDayT();
  const tSide = useEsportsT();
  const checkIn = useCheckIn();
  const cancel = useCancelRegistration();
  if (!mine) return <p className="muted">{t('mine.notIn')}</p>;
  const label = myEventLabel(mine, tSide);
  const mayCancel = mine.is_leader && !isOutOfEvent(mine) && Date.now() < Date.parse(startsAt);
  // A team promoted from the waitlist after the close may still check in until the start (the
  // server decides; MyEventState does not say "promoted", so a closed window offers it too).
  const mayCheckIn =
    mine.state === 'registered' &&
    checkInState !== 'not_open' &&
    Date.now() < Date.parse(startsAt) &&
    (mine.is_leader || rosterCheckIn);
  return (
    <div className="ed-mine" aria-live="polite">
      <span className={`badge ${myEventBadge(mine)}`}>{label}</span>
      {mayCheckIn && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={checkIn.isPending}
          onClick={() =>
            checkIn.mutate(eventId, {
              onSuccess: (answer) => notifySuccess(answer.message || t('mine.checkedIn')),
              onError: (error) => notifyError(errorMessage(error, t('mine.checkInFailed'))),
            })
          }
        >
          {t('mine.checkIn')}
        </button>
      )}
      {mayCancel && (
        <CancelRegistrationButton
          teamName={mine.team_name}
          eventTitle={eventTitle}
          busy={cancel.isPending}
          cancel={(callbacks) => cancel.mutate(eventId, callbacks)}
        />
      )}
    </div>
  );
}
