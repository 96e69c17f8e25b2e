import type { MyEventState } from '@bgmi/shared/day-and-money';
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
