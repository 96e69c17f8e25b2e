import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SOCKET_OPTIONS, getRuntimeConfig, useSocket, type ClientSocket } from '@bgmi/shared';
import {
  SCRIM_DAY_SOCKET_EVENTS,
  SCRIM_DAY_SOCKET_NAMESPACE,
  STAGE_TABLES_EVENT,
  StageTablesPayload,
} from '@bgmi/shared/day-and-money';
import { stageKeys } from '../api/query-keys';

/**
 * Live stage tables: joins the event's room and writes each `stage_tables` push into the query
 * of that stage. A visitor without a login gets a socket of their own on `/events`.
 */
export function useStageTablesSocket(eventId: string): void {
  const shared = useSocket();
  const client = useQueryClient();

  useEffect(() => {
    if (!eventId) return undefined;
    let socket: ClientSocket | null = shared;
    let own: ClientSocket | null = null;
    let closed = false;
    const join = () => socket?.emit(SCRIM_DAY_SOCKET_EVENTS.joinEvent, { event_id: eventId });
    const onTables = (raw: unknown) => {
      const parsed = StageTablesPayload.safeParse(raw);
      if (!parsed.success || parsed.data.event_id !== eventId) return;
      client.setQueryData(stageKeys.tables(parsed.data.stage_id), parsed.data);
      // The draw of the next stage may have changed (a close fills it).
      void client.invalidateQueries({ queryKey: stageKeys.list(eventId) });
      void client.invalidateQueries({ queryKey: ['stages', 'detail'] });
      void client.invalidateQueries({ queryKey: stageKeys.standing(eventId) });
    };
    const wire = (target: ClientSocket) => {
      socket = target;
      target.on('connect', join);
      target.on(STAGE_TABLES_EVENT, onTables);
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
      socket?.off(STAGE_TABLES_EVENT, onTables);
      own?.disconnect();
    };
  }, [shared, client, eventId]);
}
