import { SLIP_MESSAGES, zonedDateTime } from '@bgmi/shared/server';
import type { Tx } from '../../db/database';
import { forbidden, notFound } from '../../lib/http-error';
import type { AuthUser } from '../../repositories/user/user-repository';
import { findEventForUpdate } from '../../repositories/esports-events/tournament-repository';
import {
  findRegistration,
  rosterOf,
} from '../../repositories/scrim-day/scrim-registration-repository';
import { listMembers } from '../../repositories/teams/team-repository';
import {
  activeBanForEvent,
  recordTeamExit,
  upsertOrganizerBan,
} from '../../repositories/scrim-day/scrim-slips-repository';
import { requireOwnEvent } from './access';
import { dayLinks, notifyUsers, type DayDeps } from './notifier';
import { pushOrganizerEvent } from './organizer-live';
import { broadcastPointsTable } from './points-table';
import { announcePromotions, dropRegistration } from './waitlist';

// Disqualification and organiser bans (DESIGN 7): each comes with a reason the team reads.

const DAY = 86_400_000;

/**
 * Disqualifies a team: it leaves the event (its slot goes to the waitlist as today), its results
 * leave the event's tables, and its players are told the reason.
 */
export async function disqualifyTeam(
  deps: DayDeps,
  user: AuthUser,
  body: { event_id: string; team_id: string; reason: string },
) {
  const day = await requireOwnEvent(deps.database.db, user, body.event_id);
  const now = new Date();
  const { promotions, players } = await deps.database.transaction(async (tx) => {
    await findEventForUpdate(tx, body.event_id);
    const reg = await findRegistration(tx, body.event_id, body.team_id);
    if (!reg) throw notFound(SLIP_MESSAGES.teamNotInEvent, 'team_id');
    const playerIds = await rosterOf(tx, [reg.id]);
    await recordTeamExit(tx, {
      eventId: body.event_id,
      teamId: body.team_id,
      kind: 'disqualified',
      reason: body.reason,
      playerIds,
      createdBy: user.id,
    });
    return { promotions: await dropRegistration(tx, reg, now), players: playerIds };
  });
  await notifyUsers(deps, players, {
    kind: 'disqualified',
    title: `Disqualified from ${day.event.title}`,
    body: `The organiser disqualified your team: ${body.reason}`,
    link: dayLinks.event(body.event_id),
  });
  await announcePromotions(deps, promotions);
  await broadcastPointsTable(deps, body.event_id);
  await pushOrganizerEvent(deps, body.event_id, now);
  return promotions[0]?.teamId ?? null;
}

/**
 * Bans a team that was in one of the caller's events from all of the organiser's events for
 * `days` days; every member of the team is told the reason and the end.
 */
export async function banTeamFromOrganizer(
  deps: DayDeps,
  user: AuthUser,
  body: { event_id: string; team_id: string; days: number; reason: string },
): Promise<Date> {
  const day = await requireOwnEvent(deps.database.db, user, body.event_id);
  const members = await listMembers(deps.database.db, body.team_id);
  if (!members.length) throw notFound('Team not found', 'team_id');
  const until = new Date(Date.now() + body.days * DAY);
  const organizerId = day.settings.organizerId ?? user.id;
  await upsertOrganizerBan(deps.database.db, {
    organizerId,
    teamId: body.team_id,
    reason: body.reason,
    bannedUntil: until,
  });
  await notifyUsers(
    deps,
    members.map((member) => member.userId),
    {
      kind: 'team_banned',
      title: 'Your team is banned',
      body: SLIP_MESSAGES.bannedFromOrganizer(body.reason, zonedDateTime(until)),
      link: dayLinks.teams(),
    },
  );
  return until;
}

/**
 * Registration's check (called in its transaction): a team banned by the event's organiser is
 * refused with the organiser's reason and the ban's end, in India's time.
 */
export async function refuseOrganizerBan(tx: Tx, eventId: string, teamId: string, now: Date) {
  const ban = await activeBanForEvent(tx, eventId, teamId, now);
  if (ban) {
    throw forbidden(SLIP_MESSAGES.bannedFromOrganizer(ban.reason, zonedDateTime(ban.bannedUntil)));
  }
}
