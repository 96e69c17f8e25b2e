import { PointsTablePayload, SCRIM_DAY_SOCKET_EVENTS } from '@bgmi/shared/day-and-money';
import { useEventRoomSocket, type EventRoomPush } from '../../../lib/use-event-room-socket';
import { pointsTableKey } from '../api/points-table';

const onTable: EventRoomPush = (raw, client, eventId) => {
  const parsed = PointsTablePayload.safeParse(raw);
  if (parsed.success && parsed.data.event_id === eventId)
    client.setQueryData(pointsTableKey(eventId), parsed.data);
};

/** Live standings: joins the event's room and writes each `points_table` push into the query. */
export function usePointsTableSocket(eventId: string): void {
  useEventRoomSocket(eventId, SCRIM_DAY_SOCKET_EVENTS.pointsTable, onTable);
}
