import { roomReleaseAt, type MatchRow } from '../repositories/scrim-day/match-repository';
import type {
  EventMatch,
  OrganizerEventTeam,
  OrganizerMatch,
  RoomDetails,
  TeamRecordEvent,
} from '@bgmi/shared/server';
import type { eventTeams } from '../repositories/scrim-day/scrim-registration-repository';
import type { eventFlags } from '../repositories/scrim-day/result-repository';

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

/** A match of an event as players see it (no room until its release). */
export function toEventMatch(match: MatchRow, releaseMinutes: number): EventMatch {
  return {
    _id: match.id,
    event_id: match.eventId,
    match_no: match.matchNo,
    map: match.map,
    start_time: match.startTime.toISOString(),
    room_release_at: roomReleaseAt(match, releaseMinutes).toISOString(),
    has_room: Boolean(match.roomId && match.roomPassword),
    results_posted: match.resultsPostedAt !== null,
  };
}

/** A match as its organiser sees it: with the room. */
export function toOrganizerMatch(match: MatchRow, releaseMinutes: number): OrganizerMatch {
  return {
    ...toEventMatch(match, releaseMinutes),
    room_id: match.roomId,
    room_password: match.roomPassword,
  };
}

/** The check-in window of an event day. */
export const checkInWindowToWire = (opensAt: Date, closesAt: Date) => ({
  check_in_opens_at: opensAt.toISOString(),
  check_in_closes_at: closesAt.toISOString(),
});

/** When a table was last changed (now, for a table without results). */
export const tableUpdatedAt = (updated: Date | number) => ({
  updated_at: new Date(updated || Date.now()).toISOString(),
});

/** When a result was posted, as a standings row carries it. */
export const postedAtToWire = (postedAt: Date) => ({ posted_at: postedAt.toISOString() });

/** An event in a team's record before its matches are counted in. */
export const toTeamRecordEvent = (row: {
  eventId: string;
  title: string;
  start: Date;
}): TeamRecordEvent => ({
  event_id: row.eventId,
  title: row.title,
  sessionStartTime: row.start.toISOString(),
  outcome: 'entered',
  matches_played: 0,
  wins: 0,
  kills: 0,
});

/** An organiser's running ban of a team, as its record shows it. */
export const teamBanToWire = (ban: { until: Date; reason: string }) => ({
  until: ban.until.toISOString(),
  reason: ban.reason,
});

type EventTeamRow = Awaited<ReturnType<typeof eventTeams>>[number];

/** A team of the organiser's list: its slot, or its place on the waitlist. */
export function toOrganizerTeam(
  row: EventTeamRow,
  slotNo: number | null,
  waitlistPosition: number | null,
): OrganizerEventTeam {
  return {
    registration_id: row.reg.id,
    team_id: row.reg.teamId,
    team_name: row.teamName,
    leader_bgmiId: row.leaderBgmiId,
    state: slotNo !== null ? (row.reg.checkedInAt ? 'checked_in' : 'registered') : 'waitlisted',
    slot_no: slotNo,
    waitlist_position: waitlistPosition,
    checked_in_at: row.reg.checkedInAt?.toISOString() ?? null,
    players: row.players.map((p) => ({ _id: p.id, bgmiUserId: p.bgmiUserId, name: p.name })),
    registered_at: row.createdAt.toISOString(),
  };
}
