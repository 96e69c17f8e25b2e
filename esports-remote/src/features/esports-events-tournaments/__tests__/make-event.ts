import type { EsportsEvent } from '@bgmi/shared';
import type { MyEventState } from '@bgmi/shared/day-and-money';

export function makeEvent(overrides: Partial<EsportsEvent> = {}): EsportsEvent {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    title: 'Night Scrim',
    session_id: 'S1',
    map: 'Erangel',
    match_type: 'squad',
    total_players_registered: 12,
    max_players: 100,
    total_winning_amount: 5000,
    winning_per_player: null,
    registration_status: 1,
    sessionStartTime: '2030-01-01T10:00:00.000Z',
    sessionEndTime: '2030-01-01T12:00:00.000Z',
    registered_users: [],
    registered_teams: ['Team Phoenix', 'Team Blaze'],
    description: '',
    ...overrides,
  };
}

/** A card's scrim-day facts (check-in 09:30 to 09:50 UTC, PMGC points): counts and state vary. */
export function makeEventDay(
  facts: Pick<EsportsEvent, 'slots' | 'waitlist_length' | 'check_in_state'>,
): Partial<EsportsEvent> {
  return {
    slots_left: 0,
    check_in_opens_at: '2030-01-01T09:30:00.000Z',
    check_in_closes_at: '2030-01-01T09:50:00.000Z',
    room_release_minutes: 10,
    roster_check_in: false,
    points_system: { preset: 'pmgc', kill_points: 1 },
    organizer_id: null,
    ...facts,
  };
}

/** The caller's team state in an event: the leader of Team Soul, registered, unless overridden. */
export const makeMine = (overrides: Partial<MyEventState> = {}): MyEventState => ({
  event_id: makeEvent()._id,
  team_id: 't1',
  team_name: 'Team Soul',
  state: 'registered',
  waitlist_position: null,
  is_leader: true,
  ...overrides,
});
