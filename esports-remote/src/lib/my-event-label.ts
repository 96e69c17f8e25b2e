import type { MyEventState } from '@bgmi/shared/day-and-money';

/** The caller's state in an event as the card and the event page say it. */
export function myEventLabel(mine: MyEventState): string {
  switch (mine.state) {
    case 'checked_in':
      return `${mine.team_name}: checked in`;
    case 'waitlisted':
      return `${mine.team_name}: waitlisted at ${mine.waitlist_position ?? '?'}`;
    case 'missed_check_in':
      return `${mine.team_name}: missed check-in`;
    case 'disqualified':
      return `${mine.team_name}: disqualified${mine.reason ? ` (${mine.reason})` : ''}`;
    default:
      return `${mine.team_name}: registered`;
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
