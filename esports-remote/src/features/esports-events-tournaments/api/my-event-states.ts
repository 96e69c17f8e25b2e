import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, useSession } from '@bgmi/shared';
import { myEventStatesEndpoint, type MyEventState } from '@bgmi/shared/day-and-money';

export const myEventStatesKey = ['esports-events', 'my-states'] as const;

/** scrim-day/my-event-states: the caller's state in each event (cards show it). */
export async function fetchMyEventStates(): Promise<MyEventState[]> {
  const answer = await callApi(myEventStatesEndpoint, {});
  return answer.data;
}

export const myEventStatesQuery = () =>
  queryOptions({ queryKey: myEventStatesKey, queryFn: fetchMyEventStates });

/** By event id; a visitor (no token) has none and asks nothing. */
export function useMyEventStates() {
  const loggedIn = useSession((state) => Boolean(state.userinfo?.auth_token));
  const query = useQuery({ ...myEventStatesQuery(), enabled: loggedIn });
  const { data } = query;
  // The same map while the answer is the same (the cards skip a render that changes nothing).
  const byEvent = useMemo(
    () => new Map((data ?? []).map((state) => [state.event_id, state])),
    [data],
  );
  return { ...query, byEvent };
}
