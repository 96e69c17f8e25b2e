import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SOCKET_OPTIONS, getRuntimeConfig, useSocket, type ClientSocket } from '@bgmi/shared';
import {
  PointsTablePayload,
  SCRIM_DAY_SOCKET_EVENTS,
  SCRIM_DAY_SOCKET_NAMESPACE,
} from '@bgmi/shared/day-and-money';
import { pointsTableKey } from '../api/points-table';

/**
 * Live standings: joins the event's room and writes each `points_table` push into the query.
 * A logged-in page uses the shell's socket; a visitor gets a socket of their own on the
 * `/events` namespace (no token: it can only watch points tables), closed when the page closes.
 */
export function usePointsTableSocket(eventId: string): void {
  const shared = useSocket();
  const client = useQueryClient();

  useEffect(() => {
    let socket: ClientSocket | null = shared;
    let own: ClientSocket | null = null;
    let closed = false;
    const join = () => socket?.emit(SCRIM_DAY_SOCKET_EVENTS.joinEvent, { event_id: eventId });
    const onTable = (raw: unknown) => {
      const parsed = PointsTablePayload.safeParse(raw);
      if (parsed.success && parsed.data.event_id === eventId)
        client.setQueryData(pointsTableKey(eventId), parsed.data);
    };
    const wire = (target: ClientSocket) => {
      socket = target;
      target.on('connect', join);
      target.on(SCRIM_DAY_SOCKET_EVENTS.pointsTable, onTable);
      if (target.connected) join();
    };
    if (shared) wire(shared);
    else
      void import('socket.io-client').then(({ io }) => {
        if (closed) return;
        own = io(`${getRuntimeConfig().apiUrl}${SCRIM_DAY_SOCKET_NAMESPACE}`, SOCKET_OPTIONS);
        wire(own);
      });
    return () => {
      closed = true;
      socket?.emit(SCRIM_DAY_SOCKET_EVENTS.leaveEvent, { event_id: eventId });
      socket?.off('connect', join);
      socket?.off(SCRIM_DAY_SOCKET_EVENTS.pointsTable, onTable);
      own?.disconnect();
    };
  }, [shared, client, eventId]);
}
