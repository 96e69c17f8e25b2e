import { SQUAD_SIZE } from '@bgmi/shared/server';
import type { Tx } from '../../db/database';
import {
  findEventForUpdate,
  releaseSlots,
  takeSlots,
} from '../../repositories/esports-events/tournament-repository';
import {
  countSlotHolders,
  deleteRegistration,
  firstWaitlisted,
  notCheckedIn,
  promoteRegistration,
  rosterOf,
  type DayRegistration,
} from '../../repositories/scrim-day/scrim-registration-repository';
import {
  findDayEvent,
  updateDaySettings,
} from '../../repositories/scrim-day/scrim-event-repository';
import { dayLinks, notifyUsers, type DayDeps } from './notifier';
import { recordTeamExit } from '../../repositories/scrim-day/scrim-slips-repository';

// Slots and the waitlist (DESIGN 7). Every change runs in one transaction that first locks the
// event row (FOR UPDATE on PostgreSQL), so concurrent cancels, removals and check-in closes free
// and fill slots one after another: a freed slot goes to exactly one team, in waitlist order.

/** A team promoted from the waitlist, to be told once the transaction has committed. */
export interface Promotion {
  eventId: string;
  eventTitle: string;
  registrationId: string;
  teamId: string;
  userIds: string[];
}

const releaseSlot = (tx: Tx, eventId: string) => releaseSlots(tx, eventId, SQUAD_SIZE);

/** Fills free slots from the head of the waitlist; the event row must already be locked. */
export async function promoteWaitlisted(tx: Tx, eventId: string, now: Date): Promise<Promotion[]> {
  const promotions: Promotion[] = [];
  const title = (await findDayEvent(tx, eventId))?.event.title ?? '';
  for (;;) {
    const next = await firstWaitlisted(tx, eventId);
    if (!next || !(await takeSlots(tx, eventId, SQUAD_SIZE))) break;
    await promoteRegistration(tx, next.id, now);
    promotions.push({
      eventId,
      eventTitle: title,
      registrationId: next.id,
      teamId: next.teamId,
      userIds: await rosterOf(tx, [next.id]),
    });
  }
  return promotions;
}

/** Takes a registration out (cancel or removal): its slot, if it held one, goes to the waitlist. */
export async function dropRegistration(
  tx: Tx,
  registration: DayRegistration,
  now: Date,
): Promise<Promotion[]> {
  await deleteRegistration(tx, registration.id);
  if (registration.status !== 'registered') return [];
  await releaseSlot(tx, registration.eventId);
  return promoteWaitlisted(tx, registration.eventId, now);
}

/** A team that lost its slot by missing check-in, to be told once the transaction committed. */
export interface MissedCheckIn {
  eventId: string;
  eventTitle: string;
  teamId: string;
  userIds: string[];
}

/**
 * Closes check-in of one event once its close time has passed: slot holders not checked in lose
 * their slot (kept as a `missed_check_in` exit for their page and record), the waitlist fills the
 * freed ones. Runs once per event (check_in_closed_at).
 */
export async function closeCheckInIfDue(
  tx: Tx,
  eventId: string,
  now: Date,
): Promise<{ promotions: Promotion[]; missed: MissedCheckIn[] }> {
  const locked = await findEventForUpdate(tx, eventId);
  const day = locked ? await findDayEvent(tx, eventId) : null;
  if (!day || day.settings.checkInClosedAt) return { promotions: [], missed: [] };
  const closesAt =
    day.event.sessionStartTime.getTime() - day.settings.checkInClosesMinutes * 60_000;
  if (now.getTime() < closesAt) return { promotions: [], missed: [] };
  const missed: MissedCheckIn[] = [];
  const missing = await notCheckedIn(tx, eventId);
  // An event where nobody checked in (older events, organisers not using check-in) keeps its teams.
  const total = await countSlotHolders(tx, eventId);
  for (const reg of total > missing.length ? missing : []) {
    const userIds = await rosterOf(tx, [reg.id]);
    await recordTeamExit(tx, {
      eventId,
      teamId: reg.teamId,
      kind: 'missed_check_in',
      playerIds: userIds,
    });
    await deleteRegistration(tx, reg.id);
    await releaseSlot(tx, eventId);
    missed.push({ eventId, eventTitle: day.event.title, teamId: reg.teamId, userIds });
  }
  const promotions = await promoteWaitlisted(tx, eventId, now);
  await updateDaySettings(tx, eventId, { checkInClosedAt: now });
  return { promotions, missed };
}

/** Tells the players of teams that missed check-in that their slot is gone (after commit). */
export async function announceMissedCheckIns(
  deps: Pick<DayDeps, 'database' | 'emitToUser'>,
  missed: MissedCheckIn[],
) {
  for (const team of missed) {
    await notifyUsers(deps, team.userIds, {
      kind: 'check_in_missed',
      title: 'You missed check-in',
      body: `Your team did not check in for ${team.eventTitle} in time, so its slot went to the waitlist.`,
      link: dayLinks.event(team.eventId),
    });
  }
}

/** Tells promoted teams' players they got a slot (after commit). */
export async function announcePromotions(
  deps: Pick<DayDeps, 'database' | 'emitToUser'>,
  promotions: Promotion[],
) {
  for (const promotion of promotions) {
    await notifyUsers(deps, promotion.userIds, {
      kind: 'waitlist_promoted',
      title: 'You got a slot',
      body: `Your team moved from the waitlist into ${promotion.eventTitle}. Check in before the start.`,
      link: dayLinks.event(promotion.eventId),
    });
  }
}
