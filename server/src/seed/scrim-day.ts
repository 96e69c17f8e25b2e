import { rupeesToPaise, SQUAD_SIZE } from '@bgmi/shared/server';
import type { Tx } from '../db/database';
import { hashPassword } from '../lib/passwords';
import { teamMemberIds } from '../repositories/admin/demo-seed-repository';
import {
  insertEvent,
  insertRegistration,
  takeSlots,
} from '../repositories/esports-events/tournament-repository';
import { setOrganizer, updateDaySettings } from '../repositories/scrim-day/scrim-event-repository';
import {
  markCheckedIn,
  waitlistRegistration,
} from '../repositories/scrim-day/scrim-registration-repository';
import {
  addMember,
  findTeamByName,
  insertTeamWithLeader,
} from '../repositories/teams/team-repository';
import { findUserByBgmiUserId, insertUser } from '../repositories/user/user-repository';
import { insertMatch } from '../repositories/scrim-day/match-repository';
import { replaceMatchResults } from '../repositories/scrim-day/result-repository';
import { resultPoints } from '../services/scrim-day/points';
import { refreshTeamRecords } from '../services/scrim-day/team-records';
import { PRESET_PLACEMENT_POINTS } from '@bgmi/shared/server';

// The scrim day at a glance for a newcomer (DESIGN 7): a live scrim with 16 checked-in teams (room
// of match 2 released, results of match 1 posted), an upcoming scrim with a waitlist, and a
// finished tournament with its final table. Organised by the demo login scrim_organizer.

const MINUTE = 60_000;
const TEAM_NAMES = [
  'Soul Strikers',
  'Blind Esports',
  'Orangutan Elite',
  'Global Raiders',
  'Revenant Rising',
  'Team XSpark',
  'Medal Hunters',
  'Gods Reign',
  'Enigma Gaming',
  'Chemin Warriors',
  'Hydra Squad',
  'Marcos Gaming',
  'Velocity X',
  'Rivalry Kings',
  'Desi Dragons',
];
const PMGC = {
  preset: 'pmgc' as const,
  placement_points: PRESET_PLACEMENT_POINTS.pmgc,
  kill_points: 1,
};

async function makeDemoTeams(tx: Tx): Promise<{ id: string; userIds: string[] }[]> {
  const passwordHash = await hashPassword('demo1234');
  const made = [];
  for (const [t, teamName] of TEAM_NAMES.entries()) {
    const userIds: string[] = [];
    for (let p = 1; p <= SQUAD_SIZE; p += 1) {
      const id = `demo_t${String(t + 1).padStart(2, '0')}_p${p}`;
      const user = await insertUser(tx, {
        username: id,
        bgmiUserId: id,
        name: `${teamName} ${p}`,
        email: `${id}@example.com`,
        phone: '9876500000',
        passwordHash,
      });
      userIds.push(user.id);
    }
    const team = await insertTeamWithLeader(tx, teamName, userIds[0]!);
    for (const userId of userIds.slice(1)) await addMember(tx, team.id, userId);
    made.push({ id: team.id, userIds });
  }
  return made;
}

async function makeEvent(
  tx: Tx,
  organizerId: string,
  values: {
    kind: 'scrim' | 'tournament';
    title: string;
    map: string;
    slots: number;
    start: number;
    hours: number;
    prize?: number;
  },
) {
  const event = await insertEvent(tx, {
    kind: values.kind,
    title: values.title,
    sessionId: `SD${values.start}`.slice(0, 12),
    map: values.map,
    matchType: 'squad',
    maxPlayers: values.slots * SQUAD_SIZE,
    sessionStartTime: new Date(values.start),
    sessionEndTime: new Date(values.start + values.hours * 60 * MINUTE),
    totalWinningPaise: values.prize ? rupeesToPaise(values.prize) : null,
    description: 'Organised in the scrim-day console.',
  });
  await updateDaySettings(tx, event.id, { organizerId });
  return event;
}

/** Registers teams in order: the first `slots` take slots (checked in if asked), the rest wait. */
async function register(
  tx: Tx,
  eventId: string,
  slots: number,
  list: { id: string; userIds: string[] }[],
  checkedIn: boolean,
) {
  for (const [index, team] of list.entries()) {
    const regId = await insertRegistration(tx, {
      eventId,
      teamId: team.id,
      registeredBy: team.userIds[0]!,
      userIds: team.userIds,
    });
    if (index < slots) {
      await takeSlots(tx, eventId, SQUAD_SIZE);
      if (checkedIn) await markCheckedIn(tx, regId, team.userIds[0]!, new Date());
    } else {
      await waitlistRegistration(tx, regId, eventId);
    }
  }
}

async function postResults(
  tx: Tx,
  match: { id: string; eventId: string },
  list: { id: string }[],
  organizerId: string,
  shift: number,
) {
  const lines = list.map((team, i) => {
    const placement = ((i + shift) % list.length) + 1;
    const kills = (i * 7 + shift * 3) % 9;
    return { teamId: team.id, placement, kills, points: resultPoints(PMGC, placement, kills) };
  });
  await replaceMatchResults(tx, match, lines, organizerId, new Date());
}

export async function seedScrimDay(tx: Tx): Promise<void> {
  const organizer = await findUserByBgmiUserId(tx, 'scrim_organizer');
  const phoenix = await findTeamByName(tx, 'Team Phoenix');
  if (!organizer || !phoenix) return;
  await setOrganizer(tx, organizer.id, true);
  const phoenixPlayers = await teamMemberIds(tx, phoenix.id);
  const pool = await makeDemoTeams(tx);
  const sixteen = [{ id: phoenix.id, userIds: phoenixPlayers.slice(0, SQUAD_SIZE) }, ...pool];
  const now = Date.now();

  const live = await makeEvent(tx, organizer.id, {
    kind: 'scrim',
    title: 'Evening T3 Scrim',
    map: 'Erangel',
    slots: 16,
    start: now - 40 * MINUTE,
    hours: 3,
  });
  await register(tx, live.id, 16, sixteen, true);
  const m1 = await insertMatch(tx, {
    eventId: live.id,
    map: 'Erangel',
    startTime: new Date(now - 40 * MINUTE),
    roomId: '7301245',
    roomPassword: 'ev1',
  });
  await insertMatch(tx, {
    eventId: live.id,
    map: 'Miramar',
    startTime: new Date(now + 5 * MINUTE),
    roomId: '7301388',
    roomPassword: 'ev2',
  });
  await insertMatch(tx, {
    eventId: live.id,
    map: 'Sanhok',
    startTime: new Date(now + 45 * MINUTE),
  });
  await postResults(tx, m1, sixteen, organizer.id, 0);

  const upcoming = await makeEvent(tx, organizer.id, {
    kind: 'scrim',
    title: 'Weekend Qualifier Scrim',
    map: 'Sanhok',
    slots: 4,
    start: now + 26 * 60 * MINUTE,
    hours: 2,
  });
  await register(tx, upcoming.id, 4, pool.slice(0, 6), false);

  const finished = await makeEvent(tx, organizer.id, {
    kind: 'tournament',
    title: 'Diwali Cup Finals',
    map: 'Erangel',
    slots: 8,
    start: now - 3 * 24 * 60 * MINUTE,
    hours: 4,
    prize: 20000,
  });
  const eight = pool.slice(6, 14);
  await register(tx, finished.id, 8, eight, true);
  for (const [i, map] of ['Erangel', 'Miramar', 'Sanhok'].entries()) {
    const match = await insertMatch(tx, {
      eventId: finished.id,
      map,
      startTime: new Date(finished.sessionStartTime.getTime() + i * 40 * MINUTE),
    });
    await postResults(tx, match, eight, organizer.id, i * 3);
  }
  await refreshTeamRecords(tx, [...new Set([...sixteen, ...eight].map((team) => team.id))]);
}
