import { z } from 'zod';
import { defineEndpoint } from '../api/define-endpoint';
import { EmptyBody, StatusMessage, idField, optionalText, requiredText } from './common';

/** Messages of the team-matching page, word for word from esports spec section 8. */
export const TEAM_MESSAGES = {
  nameEmpty: 'Team name cannot be empty',
  created: 'Team created successfully',
  createFailed: 'Failed to create team',
  joinSent: 'Join request sent',
  joinFailed: 'Failed to send join request',
  deletedOrLeft: 'Team deleted/left successfully',
  deleteLeaveFailed: 'Failed to delete/leave team',
  handled: 'Request accepted/rejected successfully',
  handleFailed: 'Failed to accept/reject request',
  fetchTeamInfoFailed: 'Failed to fetch team info',
  fetchPlayersFailed: 'Failed to fetch players',
  fetchTeamsFailed: 'Failed to fetch teams',
  fetchRequestsFailed: 'Failed to fetch requests',
  fetchTeamRequestsFailed: 'Failed to fetch team requests',
  somethingWrong: 'Something went wrong.',
  // Our own words where the spec has none (DESIGN section 4 rules).
  nameTaken: 'A team with this name already exists',
  teamNotFound: 'Team not found',
  messageRequired: 'Please write a message for the team leader',
  alreadyPending: 'You already have a pending request for this team',
  alreadyMember: 'You are already a member of this team',
  leaderOnly: 'Only the team leader can do this',
  leaderCannotLeave: 'The team leader cannot leave the team; delete it instead',
  requestNotFound: 'No pending request from this player',
  nothingToCancel: 'You have no request or membership in this team',
} as const;

export const TEAM_NAME_MAX = 40;
export const JOIN_MESSAGE_MAX = 500;

const teamName = requiredText('team_name', TEAM_NAME_MAX, TEAM_MESSAGES.nameEmpty);
const bgmiUserId = requiredText('bgmiUserId', 40);

export const TeamMember = z.object({
  _id: z.string(),
  bgmiUserId: z.string(),
  name: z.string(),
  role: z.enum(['leader', 'member']),
});
export type TeamMember = z.infer<typeof TeamMember>;

/** Join-request status: '' is pending (spec section 3). */
export const JoinStatus = z.enum(['', 'accepted', 'rejected']);
export type JoinStatus = z.infer<typeof JoinStatus>;

export const RequestHistoryEntry = z.object({
  name: z.string(),
  bgmiUserId: z.string(),
  status: JoinStatus,
  processed_at: z.string().nullable(),
});

/** The team as the details modal shows it (spec section 3, Team). Earnings are rupees. */
export const Team = z.object({
  _id: z.string(),
  team_name: z.string(),
  leader_bgmiId: z.string(),
  leader_name: z.string(),
  members: z.array(TeamMember),
  is_active: z.boolean(),
  team_rank: z.number(),
  total_matches_played: z.number(),
  total_wins: z.number(),
  total_earnings: z.number(),
  /** Shown to the team's members only; others get an empty list. */
  request_history: z.array(RequestHistoryEntry),
});
export type Team = z.infer<typeof Team>;

/** One card of the Teams tab, seen from the caller. */
export const TeamSummary = z.object({
  _id: z.string(),
  team_name: z.string(),
  leader_bgmiId: z.string(),
  leader_name: z.string(),
  members_count: z.number(),
  is_member: z.boolean(),
  is_leader: z.boolean(),
  /** The caller has a pending join request for this team. */
  pending_request: z.boolean(),
});
export type TeamSummary = z.infer<typeof TeamSummary>;

/** A player card (spec section 3, Player); team_name lists the player's teams. */
export const PlayerCard = z.object({
  _id: z.string(),
  name: z.string(),
  bgmiUserId: z.string(),
  profileImage: z.string().nullable(),
  team_name: z.array(z.string()),
  match_making: z.boolean(),
});
export type PlayerCard = z.infer<typeof PlayerCard>;

export const getTeamInfoEndpoint = defineEndpoint({
  path: 'get-team-info',
  auth: true,
  body: z.object({ team_name: teamName, bgmiUserId: bgmiUserId.optional() }),
  response: StatusMessage.extend({ data: Team }),
});

/** Our call for the Teams tab (the spec's get-team-list belongs to tournament registration). */
export const getAllTeamsEndpoint = defineEndpoint({
  path: 'get-all-teams',
  auth: true,
  body: z.object({ bgmiUserId: bgmiUserId.optional() }),
  response: StatusMessage.extend({
    data: z.object({ my_teams: z.array(TeamSummary), other_teams: z.array(TeamSummary) }),
  }),
});

export const getMatchMakingPlayersEndpoint = defineEndpoint({
  path: 'get-match-making-players',
  auth: true,
  body: EmptyBody,
  response: StatusMessage.extend({ data: z.array(PlayerCard) }),
});

export const MyJoinRequest = z.object({
  _id: z.string(),
  team_name: z.string(),
  status: JoinStatus,
  message: z.string(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
  /** Still in the team (an accepted request whose player later left is not). */
  is_member: z.boolean(),
});
export type MyJoinRequest = z.infer<typeof MyJoinRequest>;

export const myJoinRequestsEndpoint = defineEndpoint({
  path: 'my-join-requests',
  auth: true,
  body: z.object({ bgmiUserId: bgmiUserId.optional() }),
  response: StatusMessage.extend({ data: z.array(MyJoinRequest) }),
});

export const TeamRequestGroup = z.object({
  team_name: z.string(),
  requests: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      bgmiUserId: z.string(),
      message: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type TeamRequestGroup = z.infer<typeof TeamRequestGroup>;

export const teamJoinRequestsEndpoint = defineEndpoint({
  path: 'team-join-requests',
  auth: true,
  body: z.object({ leader_bgmiId: bgmiUserId.optional(), bgmiUserId: bgmiUserId.optional() }),
  response: StatusMessage.extend({ data: z.array(TeamRequestGroup) }),
});

/** Without `action` the server picks: cancel a pending request, leave, or (leader) delete. */
export const CancelLeaveAction = z.enum(['cancel', 'leave', 'delete'], {
  error: 'action must be cancel, leave or delete',
});

export const handleCancelLeaveEndpoint = defineEndpoint({
  path: 'handle-cancel-leave',
  auth: true,
  body: z.object({
    bgmiUserId: bgmiUserId.optional(),
    team_name: teamName,
    action: CancelLeaveAction.optional(),
  }),
  response: StatusMessage.extend({ action: CancelLeaveAction }),
});

export const AddPlayerToTeamBody = z.object({
  team_name: teamName,
  bgmiUserId: bgmiUserId.optional(),
  name: optionalText('name', 80),
  player_id: idField('player_id').optional(),
  message: requiredText('message', JOIN_MESSAGE_MAX, TEAM_MESSAGES.messageRequired, {
    multiline: true,
  }),
});

export const addPlayerToTeamEndpoint = defineEndpoint({
  path: 'add-player-to-team',
  auth: true,
  body: AddPlayerToTeamBody,
  response: StatusMessage,
});

export const JoinAction = z.enum(['accept', 'reject'], {
  error: 'action must be accept or reject',
});

export const handleJoinRequestEndpoint = defineEndpoint({
  path: 'handle-join-request',
  auth: true,
  body: z.object({
    bgmiUserId: bgmiUserId.optional(),
    team_name: teamName,
    reqBgmiUserId: requiredText('reqBgmiUserId', 40),
    action: JoinAction,
  }),
  response: StatusMessage,
});

export const CreateTeamBody = z.object({ team_name: teamName, bgmiUserId: bgmiUserId.optional() });

export const createTeamEndpoint = defineEndpoint({
  path: 'create-team',
  auth: true,
  body: CreateTeamBody,
  response: StatusMessage.extend({ data: z.object({ _id: z.string(), team_name: z.string() }) }),
});
