import { STAGE_TABLES_EVENT, StageTablesPayload } from '@bgmi/shared/day-and-money';
import { useEventRoomSocket, type EventRoomPush } from '../../../lib/use-event-room-socket';
import { stageKeys } from '../api/query-keys';

const onTables: EventRoomPush = (raw, client, eventId) => {
  const parsed = StageTablesPayload.safeParse(raw);
  if (!parsed.success || parsed.data.event_id !== eventId) return;
  client.setQueryData(stageKeys.tables(parsed.data.stage_id), parsed.data);
  // The draw of the next stage may have changed (a close fills it).
  void client.invalidateQueries({ queryKey: stageKeys.list(eventId) });
  void client.invalidateQueries({ queryKey: ['stages', 'detail'] });
  void client.invalidateQueries({ queryKey: stageKeys.standing(eventId) });
};

/**
 * Live stage tables: joins the event's room and writes each `stage_tables` push into the query
 * of that stage. A visitor without a login gets a socket of their own on `/events`.
 */
export function useStageTablesSocket(eventId: string): void {
  useEventRoomSocket(eventId, STAGE_TABLES_EVENT, onTables);
}
