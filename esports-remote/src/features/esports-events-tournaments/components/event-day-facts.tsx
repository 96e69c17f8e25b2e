import { Link } from 'react-router-dom';
import { type EsportsEvent } from '@bgmi/shared';
import { type MyEventState } from '@bgmi/shared/day-and-money';
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
import { useTournamentsT } from '../i18n';

/**
 * The scrim day on a card (DESIGN 7): slots left, waitlist, check-in state, the user's own state,
 * Check In while the window is open, and the way to the event page.
 */
export function EventDayFacts({ event, mine }: { event: EsportsEvent; mine: MyEventState | null }) {
  const t = useTournamentsT();
  const tSide = useEsportsT();
  const checkIn = useCheckIn();
  const cancel = useCancelRegistration();
  if (event.slots === undefined) return null;
  const mayCancel = mayCancelRegistration(mine, event.sessionStartTime);
  const mayCheck = mayCheckIn(
    mine,
    event.check_in_state,
    Boolean(event.roster_check_in),
    event.sessionStartTime,
  );

  return (
    <div className="ev-day">
      <dl className="ev-facts">
        <div>
          <dt>{t('day.slotsLeft')}</dt>
          <dd>
            {event.slots_left ?? '?'}/{event.slots}
          </dd>
        </div>
        <div>
          <dt>{t('day.waitlist')}</dt>
          <dd>{event.waitlist_length ?? 0}</dd>
        </div>
        {event.check_in_state && (
          <div className="ev-wide">
            <dt>{t('day.checkIn')}</dt>
            <dd>{t(`day.checkIn.${event.check_in_state}`)}</dd>
          </div>
        )}
      </dl>
      {mine && <p className={`badge ev-mine ${myEventBadge(mine)}`}>{myEventLabel(mine, tSide)}</p>}
      <div className="ev-day-actions">
        {mayCheck && (
          <CheckInButton
            label={t('day.checkInButton')}
            failed={t('day.checkInFailed')}
            busy={checkIn.isPending}
            checkIn={(callbacks) => checkIn.mutate(event._id, callbacks)}
          />
        )}
        {mine && mine.state !== 'waitlisted' && (
          <Link className="btn btn-small" to={`/events/${event._id}`}>
            {t('day.eventPage')}
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
