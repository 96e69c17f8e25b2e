import { cancelRegistration, useEventTeamCall } from '../../../lib/event-team-calls';
import { refreshEventLists } from './refresh-event-lists';

/** scrim-day/cancel-registration from a card (leader); the lists refetch. */
export function useCancelRegistration() {
  return useEventTeamCall(cancelRegistration, refreshEventLists);
}
