import { randomUUID } from 'node:crypto';
import { SQUAD_SIZE, type RegisterTournamentBody } from '@bgmi/shared/server';
import { SLIP_MESSAGES, zonedDateTime } from '@bgmi/shared/server';
import type { Database, Tx } from '../db/database';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-error';
import { eventState } from '../repositories/esports-events/tournament-repository';
import {
  insertRegistrations,
  readBatchFacts,
  type BatchFacts,
  type NewRegistration,
} from '../repositories/esports-events/registration-batch-repository';
import {
  AlreadyRegisteredError,
  REGISTRATION_ERRORS,
  registerTeam,
  type RegistrationOutcome,
} from './tournament-registration';

export interface RegistrationCall {
  callerId: string;
  body: RegisterTournamentBody;
}

type Answer = RegistrationOutcome | Error;
const key = (a: string, b: string) => `${a}/${b}`;
const lower = (text: string) => text.trim().toLowerCase();

/**
 * Registers a batch of calls in arrival order (issue 22) with the same checks and answers as
 * registerTeam, in ONE transaction of about ten statements whatever the batch's size: the events
 * are locked, everything the checks need is read with one query each, the calls are decided in
 * order (a call sees the ones before it), then the registrations are written in one statement.
 * Should the batch fail as a whole (a unique index hit by a call on another instance), each call
 * is retried alone, so one call's conflict never fails its neighbours.
 */
export async function registerTeams(
  database: Database,
  calls: RegistrationCall[],
  now = new Date(),
): Promise<Answer[]> {
  try {
    return await database.priorityTransaction((tx) => decideAndWrite(tx, calls, now));
  } catch {
    const answers: Answer[] = [];
    for (const call of calls) {
      answers.push(
        await registerTeam(database, call.callerId, call.body, now).catch((error: Error) => error),
      );
    }
    return answers;
  }
}

async function decideAndWrite(tx: Tx, calls: RegistrationCall[], now: Date): Promise<Answer[]> {
  const facts = await readBatchFacts(
    tx,
    [...new Set(calls.map((call) => call.body.tournament_id))],
    [...new Set(calls.map((call) => lower(call.body.team_name)))],
    now,
  );
  const events = new Map(facts.events.map((event) => [event.id, event]));
  const teamsByKey = new Map(facts.teams.map((team) => [team.key, team]));
  const membersByTeam = new Map<string, BatchFacts['members']>();
  for (const m of facts.members) {
    membersByTeam.set(m.teamId, [...(membersByTeam.get(m.teamId) ?? []), m]);
  }
  const known = indexFacts(facts);
  const slotsLeft = new Map(
    facts.events.map((e) => [e.id, e.maxPlayers - e.totalPlayersRegistered]),
  );
  const written: NewRegistration[] = [];
  const answers = calls.map((call): Answer => {
    const event = events.get(call.body.tournament_id);
    if (!event) return notFound(REGISTRATION_ERRORS.eventNotFound, 'tournament_id');
    const times = {
      sessionStartTime: new Date(event.sessionStartTime),
      sessionEndTime: new Date(event.sessionEndTime),
    };
    if (event.registrationStatus !== 1 || eventState(times, now) !== 'upcoming') {
      return badRequest(REGISTRATION_ERRORS.closed, 'tournament_id');
    }
    const team = teamsByKey.get(lower(call.body.team_name));
    if (!team) return notFound(REGISTRATION_ERRORS.teamNotFound, 'team_name');
    if (team.leaderId !== call.callerId) return forbidden(REGISTRATION_ERRORS.notLeader);
    const wanted = new Set(call.body.selectedPlayers.map(lower));
    const chosen = (membersByTeam.get(team.id) ?? []).filter((m) =>
      wanted.has(m.bgmiUserId.toLowerCase()),
    );
    const found = new Set(chosen.map((m) => m.bgmiUserId.toLowerCase()));
    const strangers = call.body.selectedPlayers.filter((id) => !found.has(lower(id)));
    if (strangers.length) {
      return badRequest(REGISTRATION_ERRORS.notMember(strangers), 'selectedPlayers');
    }
    const pair = key(event.id, team.id);
    if (known.banned.has(pair)) return forbidden(REGISTRATION_ERRORS.banned);
    const ban = known.organizerBans.get(pair);
    if (ban) {
      return forbidden(
        SLIP_MESSAGES.bannedFromOrganizer(ban.reason, zonedDateTime(new Date(ban.bannedUntil))),
      );
    }
    if (known.registered.has(pair))
      return conflict(REGISTRATION_ERRORS.teamRegistered, 'team_name');
    const taken = chosen.filter((m) => known.players.has(key(event.id, m.userId)));
    if (taken.length) return new AlreadyRegisteredError(taken.map((m) => m.bgmiUserId));
    known.registered.add(pair);
    for (const m of chosen) known.players.add(key(event.id, m.userId));
    const left = slotsLeft.get(event.id)!;
    const waitlisted = left < SQUAD_SIZE;
    if (!waitlisted) slotsLeft.set(event.id, left - SQUAD_SIZE);
    const userIds = chosen.map((m) => m.userId);
    written.push({
      id: randomUUID(),
      eventId: event.id,
      teamId: team.id,
      registeredBy: call.callerId,
      waitlisted,
      seats: SQUAD_SIZE,
      userIds,
    });
    if (!waitlisted) return { waitlistPosition: null };
    event.waitlisted += 1;
    return { waitlistPosition: event.waitlisted };
  });
  await insertRegistrations(tx, written);
  return answers;
}

function indexFacts(facts: BatchFacts) {
  return {
    banned: new Set(facts.eventBans.map((b) => key(b.eventId, b.teamId))),
    organizerBans: new Map(facts.organizerBans.map((b) => [key(b.eventId, b.teamId), b])),
    registered: new Set(facts.registered.map((r) => key(r.eventId, r.teamId))),
    players: new Set(facts.players.map((p) => key(p.eventId, p.userId))),
  };
}
