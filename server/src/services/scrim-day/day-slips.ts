import { SLIP_MESSAGES, zonedTime, type OrganizerMatch } from '@bgmi/shared/server';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { AuthUser } from '../../repositories/user/user-repository';
import {
  findDayEvent,
  updateDaySettings,
} from '../../repositories/scrim-day/scrim-event-repository';
import { findMatch, listMatches, updateMatch } from '../../repositories/scrim-day/match-repository';
import { rosterOf } from '../../repositories/scrim-day/scrim-registration-repository';
import { registrationsInSlots } from '../../repositories/scrim-day/scrim-room-repository';
import { matchesFrom } from '../../repositories/scrim-day/scrim-slips-repository';
import { requireOwnEvent } from './access';
import { announceCheckInOpen, announceRoom, closeCheckIn } from './day-jobs';
import { checkInState } from './event-view';
import { toOrganizerMatch } from '../../wire/scrim-day';
import { dayLinks, notifyUsers, type DayDeps } from './notifier';
import { pushOrganizerEvent } from './organizer-live';

// Organiser actions for a day that slips (DESIGN 7, issue 22): nothing waits on the clock. The
// window and release times stay derived from the event's settings, so "now" is written as the
// minutes before the start that make the window open or closed at this moment.

const MINUTE = 60_000;

/** Opens check-in now (the slot holders are told), or closes it now (no-shows lose their slot). */
export async function checkInNow(deps: DayDeps, user: AuthUser, eventId: string, open: boolean) {
  const now = new Date();
  const day = await requireOwnEvent(deps.database.db, user, eventId);
  const untilStart = day.event.sessionStartTime.getTime() - now.getTime();
  if (day.settings.checkInClosedAt) throw conflict(SLIP_MESSAGES.checkInAlreadyClosed, 'event_id');
  if (open) {
    if (untilStart <= 0) throw conflict(SLIP_MESSAGES.eventStarted, 'event_id');
    if (checkInState(day, now) === 'closed')
      throw conflict(SLIP_MESSAGES.checkInAlreadyClosed, 'event_id');
    if (checkInState(day, now) === 'not_open') {
      await updateDaySettings(deps.database.db, eventId, {
        checkInOpensMinutes: Math.ceil(untilStart / MINUTE),
      });
      await announceCheckInOpen(deps, (await findDayEvent(deps.database.db, eventId))!, now);
    }
  } else {
    const closesMinutes = Math.ceil(untilStart / MINUTE);
    await updateDaySettings(deps.database.db, eventId, {
      checkInClosesMinutes: closesMinutes,
      checkInOpensMinutes: Math.max(day.settings.checkInOpensMinutes, closesMinutes),
    });
    await closeCheckIn(deps, eventId, now);
  }
  await pushOrganizerEvent(deps, eventId, now);
  return open ? SLIP_MESSAGES.checkInOpened : SLIP_MESSAGES.checkInClosedNow;
}

/** Releases a match's room to the checked-in players now (told once, pushed to their pages). */
export async function releaseRoomNow(
  deps: DayDeps,
  user: AuthUser,
  matchId: string,
): Promise<OrganizerMatch> {
  const now = new Date();
  const match = await findMatch(deps.database.db, matchId);
  if (!match) throw notFound('Match not found', 'match_id');
  const day = await requireOwnEvent(deps.database.db, user, match.eventId);
  if (!match.roomId || !match.roomPassword) throw badRequest(SLIP_MESSAGES.roomMissing, 'room_id');
  const row = (await updateMatch(deps.database.db, match.id, {
    roomReleasedAt: match.roomReleasedAt ?? now,
    roomNotifiedAt: match.roomNotifiedAt ?? now,
  }))!;
  if (!match.roomNotifiedAt) await announceRoom(deps, row, now);
  return toOrganizerMatch(row, day.settings.roomReleaseMinutes);
}

/** Delays one match (or it and every later one) by N minutes; the slot holders are told. */
export async function delayMatch(
  deps: DayDeps,
  user: AuthUser,
  body: { match_id: string; minutes: number; following: boolean },
): Promise<{ message: string; matches: OrganizerMatch[] }> {
  const match = await findMatch(deps.database.db, body.match_id);
  if (!match) throw notFound('Match not found', 'match_id');
  const day = await requireOwnEvent(deps.database.db, user, match.eventId);
  if (match.resultsPostedAt) {
    throw conflict('Results of this match are already posted', 'match_id');
  }
  const moved = (
    await matchesFrom(deps.database.db, match.eventId, match.matchNo, body.following)
  ).filter((row) => !row.resultsPostedAt);
  await deps.database.transaction(async (tx) => {
    for (const row of moved) {
      await updateMatch(tx, row.id, {
        startTime: new Date(row.startTime.getTime() + body.minutes * MINUTE),
      });
    }
  });
  const after = await listMatches(deps.database.db, match.eventId);
  const first = after.find((row) => row.id === match.id)!;
  const which =
    moved.length > 1
      ? `Matches ${match.matchNo}-${moved.at(-1)!.matchNo}`
      : `Match ${match.matchNo}`;
  const players = await rosterOf(
    deps.database.db,
    await registrationsInSlots(deps.database.db, match.eventId),
  );
  await notifyUsers(deps, players, {
    kind: 'match_delayed',
    title: `${which} delayed by ${body.minutes} min`,
    body: `${day.event.title}: match ${match.matchNo} now starts at ${zonedTime(first.startTime)}.`,
    link: dayLinks.event(match.eventId),
  });
  return {
    message: SLIP_MESSAGES.matchDelayed(moved.length, body.minutes),
    matches: after.map((row) => toOrganizerMatch(row, day.settings.roomReleaseMinutes)),
  };
}
