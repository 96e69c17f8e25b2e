import { checkIn, useEventTeamCall } from '../../../lib/event-team-calls';
import { refreshEventDay } from './query-keys';

/** scrim-day/check-in from the event-day page; its states and the event refetch. */
export function useCheckIn() {
  return useEventTeamCall(checkIn, refreshEventDay);
}
