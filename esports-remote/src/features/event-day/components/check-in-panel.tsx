import { errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import { type CheckInState, type MyEventState } from '@bgmi/shared/day-and-money';
import { useCheckIn } from '../api/check-in';
import { useCancelRegistration } from '../api/cancel-registration';
import { CancelRegistrationButton } from '../../../components/cancel-registration-button';
import {
  mayCancelRegistration,
  mayCheckIn,
  myEventBadge,
  myEventLabel,
} from '../../../lib/my-event-label';
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
  const mayCancel = mayCancelRegistration(mine, startsAt);
  const mayCheck = mayCheckIn(mine, checkInState, rosterCheckIn, startsAt);
  return (
    <div className="ed-mine" aria-live="polite">
      <span className={`badge ${myEventBadge(mine)}`}>{label}</span>
      {mayCheck && (
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
