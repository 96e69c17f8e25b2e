import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  OrganizerEventPayload,
  SCRIM_DAY_SOCKET_EVENTS,
  type OrganizerEvent,
} from '@bgmi/shared/day-and-money';
import { organizerKeys } from '../api/query-keys';
import { useLoggedInSocket } from '../../../lib/use-logged-in-socket';

/**
 * Live console (issue 22): the server pushes an event's row (`organizer_event`) when its slots,
 * waitlist, check-ins or check-in state change; it replaces the listed row (setQueryData), and
 * the event's team list is refetched.
 */
export function useOrganizerSocket(): void {
  const socket = useLoggedInSocket();
  const client = useQueryClient();

  useEffect(() => {
    if (!socket) return;
    const onEvent = (raw: unknown) => {
      const parsed = OrganizerEventPayload.safeParse(raw);
      if (!parsed.success) return;
      const row = parsed.data;
      client.setQueryData<OrganizerEvent[]>(organizerKeys.events, (list) =>
        list?.some((event) => event._id === row._id)
          ? list.map((event) => (event._id === row._id ? row : event))
          : list && [row, ...list],
      );
      void client.invalidateQueries({ queryKey: organizerKeys.teams(row._id) });
    };
    socket.on(SCRIM_DAY_SOCKET_EVENTS.organizerEvent, onEvent);
    return () => {
      socket.off(SCRIM_DAY_SOCKET_EVENTS.organizerEvent, onEvent);
    };
  }, [socket, client]);
}
