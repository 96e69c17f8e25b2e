import { cancelRegistration, useEventTeamCall } from '../../../lib/event-team-calls';
import { refreshEventDay } from './query-keys';

/** scrim-day/cancel-registration from the event-day page; its states and the event refetch. */
export function useCancelRegistration() {
  return useEventTeamCall(cancelRegistration, refreshEventDay);
}
