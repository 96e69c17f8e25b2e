import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { StatusMessage, idField, requiredText } from './common';
import { OrganizerMatch, eventIdBody, matchIdBody } from './scrim-day-common';
import { OrganizerEvent } from './scrim-day-organizer';

// The day as it slips (DESIGN 7, issue 22): organiser actions that do not wait on the clock
// (check-in now, room now, delays, disqualification, bans) and the team record with no-shows.
// Every organiser call needs an organiser (or admin) token and the caller's own event (403).

export const SLIP_MESSAGES = {
  startInPast: 'sessionStartTime must not be in the past',
  checkInOpened: 'Check-in is open',
  checkInClosedNow: 'Check-in closed',
  checkInAlreadyClosed: 'Check-in is already closed for this event',
  eventStarted: 'The event has already started',
  roomMissing: 'Enter the room ID and password first',
  roomReleased: 'Room released to the checked-in players',
  matchDelayed: (count: number, minutes: number) =>
    count === 1 ? `Match delayed by ${minutes} min` : `${count} matches delayed by ${minutes} min`,
  disqualified: 'Team disqualified',
  teamNotInEvent: 'This team is not in the event',
  banned: 'Team banned from your events',
  /** What a banned team's leader reads when registering (the organiser's reason included). */
  bannedFromOrganizer: (reason: string, until: string) =>
    `This team is banned from this organiser's events until ${until}: ${reason}`,
} as const;

/** Opens (`open: true`) check-in of an event now, or closes it now (no-shows lose their slot). */
export const organizerCheckInNowEndpoint = defineEndpoint({
  path: 'organizer/check-in-now',
  auth: true,
  body: eventIdBody.extend({ open: z.boolean({ error: 'open must be true or false' }) }),
  response: StatusMessage.extend({ data: OrganizerEvent }),
});

/** Releases a match's room to the checked-in players now (room id and password must be set). */
export const organizerReleaseRoomNowEndpoint = defineEndpoint({
  path: 'organizer/release-room-now',
  auth: true,
  body: matchIdBody,
  response: StatusMessage.extend({ data: OrganizerMatch }),
});

/** Delays one match, or it and every later match (`following`), by N minutes; players are told. */
export const organizerDelayMatchEndpoint = defineEndpoint({
  path: 'organizer/delay-match',
  auth: true,
  body: matchIdBody.extend({
    minutes: z.coerce
      .number({ error: 'minutes must be a number' })
      .int({ error: 'minutes must be a whole number' })
      .min(1, { error: 'minutes must be at least 1' })
      .max(720, { error: 'minutes must be at most 720' }),
    following: z.boolean({ error: 'following must be true or false' }).default(false),
  }),
  response: StatusMessage.extend({ data: z.array(OrganizerMatch) }),
});

/** Disqualifies a team with a reason: out of the event and its tables; the team is told. */
export const organizerDisqualifyTeamEndpoint = defineEndpoint({
  path: 'organizer/disqualify-team',
  auth: true,
  body: eventIdBody.extend({
    team_id: idField('team_id'),
    reason: requiredText('reason', 300),
  }),
  response: StatusMessage.extend({ promoted_team: z.string().nullable() }),
});

/** Bans a team of the event from every event of this organiser for `days` days, with a reason. */
export const organizerBanTeamEndpoint = defineEndpoint({
  path: 'organizer/ban-team',
  auth: true,
  body: eventIdBody.extend({
    team_id: idField('team_id'),
    days: z.coerce
      .number({ error: 'days must be a number' })
      .int({ error: 'days must be a whole number' })
      .min(1, { error: 'days must be at least 1' })
      .max(365, { error: 'days must be at most 365' }),
    reason: requiredText('reason', 300),
  }),
  response: StatusMessage.extend({ banned_until: z.string() }),
});

/** One event in a team's record: how far it got there. */
export const TeamRecordEvent = z.object({
  event_id: z.string(),
  title: z.string(),
  sessionStartTime: z.string(),
  /** played: results posted; entered: registered, no result yet; no_show: missed check-in. */
  outcome: z.enum(['played', 'entered', 'no_show', 'disqualified']),
  matches_played: z.number(),
  wins: z.number(),
  kills: z.number(),
});
export type TeamRecordEvent = z.infer<typeof TeamRecordEvent>;

export const TeamRecord = z.object({
  team_id: z.string(),
  team_name: z.string(),
  events: z.array(TeamRecordEvent),
  matches_played: z.number(),
  wins: z.number(),
  kills: z.number(),
  /** Events the team registered for and did not check in. */
  no_shows: z.number(),
  /** Active organiser bans (until, reason). */
  bans: z.array(z.object({ until: z.string(), reason: z.string() })),
});
export type TeamRecord = z.infer<typeof TeamRecord>;

/** A team's record: its events, matches played, wins, kills and no-shows (any logged-in user). */
export const teamRecordEndpoint = defineEndpoint({
  path: 'scrim-day/team-record',
  auth: true,
  body: z.object({ team_id: idField('team_id') }),
  response: StatusMessage.extend({ data: TeamRecord }),
});

/** `organizer_event` pushes the console's row of an event whenever its counts change. */
export const OrganizerEventPayload = OrganizerEvent;
export type OrganizerEventPayload = z.infer<typeof OrganizerEventPayload>;
