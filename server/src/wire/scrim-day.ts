import type { MatchRow } from '../repositories/match-repository';
import type { RoomDetails } from '@bgmi/shared/server';
import type { eventFlags } from '../repositories/result-repository';

type FlagListRow = Awaited<ReturnType<typeof eventFlags>>[number];
/** A result flag as the organiser's list shows it. */
export function toFlagRow(row: FlagListRow) {
  return {
    _id: row.flag.id,
    result_id: row.flag.resultId,
    match_no: row.matchNo,
    team_name: row.teamName,
    flagged_by: row.flaggedBy,
    reason: row.flag.reason,
    status: row.flag.status,
    resolution_note: row.flag.resolutionNote,
    created_at: row.flag.createdAt.toISOString(),
  };
}

/** The end of an organiser's ban as its answer carries it. */
export const banToWire = (until: Date) => ({ banned_until: until.toISOString() });

export function toRoomDetails(match: MatchRow): RoomDetails {
  return {
    event_id: match.eventId,
    match_id: match.id,
    match_no: match.matchNo,
    map: match.map,
    start_time: match.startTime.toISOString(),
    room_id: match.roomId ?? '',
    room_password: match.roomPassword ?? '',
  };
}
