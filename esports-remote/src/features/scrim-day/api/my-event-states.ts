import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, useSession } from '@bgmi/shared';
import { myEventStatesEndpoint, type MyEventState } from '@bgmi/shared/day-and-money';
import { eventDayKeys } from './query-keys';

/** scrim-day/my-event-states: the caller's place in every event they are in. */
export async function fetchMyEventStates(): Promise<MyEventState[]> {
  const answer = await callApi(myEventStatesEndpoint, {});
  return answer.data;
}

export const myEventStatesQuery = () =>
  queryOptions({ queryKey: eventDayKeys.myStates, queryFn: fetchMyEventStates });

/** Only asked when logged in; a visitor has no state in any event. */
export function useMyEventState(eventId: string) {
  const loggedIn = useSession((state) => Boolean(state.userinfo?.auth_token));
  const query = useQuery({ ...myEventStatesQuery(), enabled: loggedIn });
  return { ...query, mine: query.data?.find((state) => state.event_id === eventId) ?? null };
}
