import { type CheckInState, type MyEventState } from '@bgmi/shared/day-and-money';
import { useCheckIn } from '../api/check-in';
import { useCancelRegistration } from '../api/cancel-registration';
import { CancelRegistrationButton } from '../../../components/cancel-registration-button';
import { CheckInButton } from '../../../components/check-in-button';
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
        <CheckInButton
          label={t('mine.checkIn')}
          done={t('mine.checkedIn')}
          failed={t('mine.checkInFailed')}
          busy={checkIn.isPending}
          checkIn={(callbacks) => checkIn.mutate(eventId, callbacks)}
        />
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
