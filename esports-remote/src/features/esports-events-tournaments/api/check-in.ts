import { checkIn, useEventTeamCall } from '../../../lib/event-team-calls';
import { refreshEventLists } from './refresh-event-lists';

/** scrim-day/check-in from a card; the lists (under `esports-events`) refetch. */
export function useCheckIn() {
  return useEventTeamCall(checkIn, refreshEventLists);
}
