import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { EmptyBody, StatusMessage, idField, requiredText } from './common';
import { EventDayFields } from './scrim-day-common';

// The zod-free part (esports-events-words.ts), which first-load code imports without the schemas.
export { EVENT_MESSAGES, EVENT_TYPES, SQUAD_SIZE, type EventType } from './esports-events-words';
import { EVENT_MESSAGES, EVENT_TYPES, SQUAD_SIZE } from './esports-events-words';

export const EventTypeBody = z.object({
  type: z.enum(EVENT_TYPES, { error: 'type must be upcoming, live or past' }),
});
export type EventTypeBody = z.infer<typeof EventTypeBody>;

/** A tournament or scrim as the lists return it (spec section 3); money in rupees. */
export const EsportsEvent = z.object({
  _id: z.string(),
  title: z.string(),
  session_id: z.string(),
  map: z.string(),
  match_type: z.string(),
  total_players_registered: z.number(),
  max_players: z.number(),
  total_winning_amount: z.number().nullable(),
  winning_per_player: z.number().nullable(),
  registration_status: z.number(),
  sessionStartTime: z.string(),
  sessionEndTime: z.string(),
  /** Game ids of the registered players. */
  registered_users: z.array(z.string()),
  /** Names of the registered teams, shown comma-separated in the details. */
  registered_teams: z.array(z.string()),
  description: z.string(),
  // The scrim day's public numbers (DESIGN 7: slots left, waitlist length, check-in state).
  ...EventDayFields.partial().shape,
});
export type EsportsEvent = z.infer<typeof EsportsEvent>;

export const EventListResponse = StatusMessage.extend({ data: z.array(EsportsEvent) });
export type EventListResponse = z.infer<typeof EventListResponse>;

export const getTournamentsEndpoint = defineEndpoint({
  path: 'get-bgmi-tournaments',
  auth: false,
  body: EventTypeBody,
  response: EventListResponse,
});

export const getScrimsEndpoint = defineEndpoint({
  path: 'get-bgmi-SCRIMS-tournaments',
  auth: false,
  body: EventTypeBody,
  response: EventListResponse,
});

/** Exactly 4 distinct game ids of the chosen team's members. */
export const SelectedPlayers = z
  .array(requiredText('selectedPlayers', 40), { error: EVENT_MESSAGES.exactlyFour })
  .length(SQUAD_SIZE, { error: EVENT_MESSAGES.exactlyFour })
  .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, {
    error: EVENT_MESSAGES.exactlyFour,
  });

export const RegisterTournamentBody = z.object({
  tournament_id: idField('tournament_id'),
  team_name: requiredText('team_name', 60, EVENT_MESSAGES.selectTeam),
  bgmiUserId: requiredText('bgmiUserId', 40),
  selectedPlayers: SelectedPlayers,
});
export type RegisterTournamentBody = z.infer<typeof RegisterTournamentBody>;

/** A refusal because of players already in the event lists them (answered 409). */
export const RegisterTournamentResponse = StatusMessage.extend({
  field: z.string().optional(),
  alreadyRegisteredPlayers: z.array(z.string()).optional(),
  /** Beyond the slots the team is waitlisted: message "Added to the waitlist at position N". */
  waitlisted: z.boolean().optional(),
  waitlist_position: z.number().nullable().optional(),
});

export const registerTournamentEndpoint = defineEndpoint({
  path: 'register-tournament',
  auth: true,
  body: RegisterTournamentBody,
  response: RegisterTournamentResponse,
});

/** A member of a team in the team list: game id, name and role. */
export const TeamListMember = z.object({
  _id: z.string(),
  bgmiUserId: z.string(),
  name: z.string(),
  role: z.enum(['leader', 'member']),
});
export type TeamListMember = z.infer<typeof TeamListMember>;

/** A team the caller belongs to (spec section 3, Team), as get-team-list returns it. */
export const TeamListTeam = z.object({
  _id: z.string(),
  team_name: z.string(),
  leader_bgmiId: z.string(),
  members: z.array(TeamListMember),
  is_active: z.boolean(),
  team_rank: z.number(),
  total_matches_played: z.number(),
  total_wins: z.number(),
  total_earnings: z.number(),
});
export type TeamListTeam = z.infer<typeof TeamListTeam>;

export const getTeamListEndpoint = defineEndpoint({
  path: 'get-team-list',
  auth: true,
  body: z.object({ bgmiUserId: requiredText('bgmiUserId', 40) }),
  response: StatusMessage.extend({ data: z.array(TeamListTeam) }),
});

/** A card of /services (spec section 3, Service); price in rupees. */
export const ServiceCard = z.object({
  _id: z.string(),
  icon: z.string(),
  title: z.string(),
  description: z.string(),
  benefits: z.array(z.string()),
  price: z.number(),
  button: z.string(),
});
export type ServiceCard = z.infer<typeof ServiceCard>;

export const getServicesEndpoint = defineEndpoint({
  path: 'get-services',
  auth: false,
  body: EmptyBody,
  response: StatusMessage.extend({ data: z.array(ServiceCard) }),
});

/** A blog post; media.filePath is a file name under the API's /uploads/ (see uploadsUrl). */
export const BlogPost = z.object({
  _id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  date: z.string(),
  media: z.object({ filePath: z.string(), fileType: z.string() }).nullable(),
});
export type BlogPost = z.infer<typeof BlogPost>;

export const allBlogsEndpoint = defineEndpoint({
  path: 'all-blogs',
  auth: false,
  body: EmptyBody,
  response: StatusMessage.extend({ blogs: z.array(BlogPost) }),
});
