import type { CheckInState, MyEventState } from '@bgmi/shared/day-and-money';
import type { Translate } from '@bgmi/shared/i18n';
import type en from '../locales/en.json';

/** The caller's state in an event as the card and the event page say it. */
export function myEventLabel(mine: MyEventState, t: Translate<keyof typeof en>): string {
  const team = mine.team_name;
  switch (mine.state) {
    case 'checked_in':
      return t('myEvent.checkedIn', { team });
    case 'waitlisted':
      return t('myEvent.waitlisted', { team, position: mine.waitlist_position ?? '?' });
    case 'missed_check_in':
      return t('myEvent.missedCheckIn', { team });
    case 'disqualified':
      return mine.reason
        ? t('myEvent.disqualifiedReason', { team, reason: mine.reason })
        : t('myEvent.disqualified', { team });
    default:
      return t('myEvent.registered', { team });
  }
}

/** Whether the team has left the event (missed check-in or disqualified). */
export const isOutOfEvent = (mine: MyEventState) =>
  mine.state === 'missed_check_in' || mine.state === 'disqualified';

export const myEventBadge = (mine: MyEventState) =>
  mine.state === 'checked_in'
    ? 'badge-success'
    : isOutOfEvent(mine)
      ? 'badge-danger'
      : 'badge-pending';

/** The leader may take the team out until the start, while it is still in. */
export const mayCancelRegistration = (mine: MyEventState | null, startsAt: string) =>
  Boolean(mine?.is_leader && !isOutOfEvent(mine) && Date.now() < Date.parse(startsAt));

/**
 * Check In shows for a registered team (its leader, or any member when the roster checks in)
 * until the start once the window has opened. A team promoted from the waitlist after the close
 * may still check in (the server decides; MyEventState does not say "promoted", so a closed
 * window offers it too).
 */
export const mayCheckIn = (
  mine: MyEventState | null,
  checkInState: CheckInState | undefined,
  rosterCheckIn: boolean,
  startsAt: string,
) =>
  mine?.state === 'registered' &&
  checkInState !== undefined &&
  checkInState !== 'not_open' &&
  Date.now() < Date.parse(startsAt) &&
  (mine.is_leader || rosterCheckIn);
