import type { OrganizerEvent } from '@bgmi/shared/day-and-money';
import { mockApis } from '@bgmi/shared/testing/mock-api';
import { ME } from '../../../testing/fixtures';

/** The organiser's one event: 2 slots full, one team waiting, check-in not open yet. */
export const event: OrganizerEvent = {
  _id: '44444444-4444-4444-8444-444444444444',
  title: 'Night Scrim',
  session_id: 'S1',
  map: 'Erangel',
  match_type: 'Squad',
  total_players_registered: 8,
  max_players: 8,
  total_winning_amount: null,
  winning_per_player: null,
  registration_status: 1,
  sessionStartTime: '2030-01-01T14:30:00.000Z',
  sessionEndTime: '2030-01-01T17:30:00.000Z',
  registered_users: [],
  registered_teams: [],
  description: '',
  slots: 2,
  slots_left: 0,
  waitlist_length: 1,
  check_in_opens_at: '2030-01-01T14:00:00.000Z',
  check_in_closes_at: '2030-01-01T14:20:00.000Z',
  check_in_state: 'not_open',
  room_release_minutes: 10,
  roster_check_in: false,
  points_system: { preset: 'pmgc', kill_points: 1 },
  organizer_id: ME._id,
  kind: 'scrim',
  check_in_opens_minutes: 30,
  check_in_closes_minutes: 10,
  checked_in_count: 0,
  match_count: 0,
  open_flags: 0,
  staged: false,
};

/** The console's calls: the organiser's events (just `event`) and no teams yet. */
export function answerConsole() {
  mockApis({
    'organizer/list-events': { status: true, message: 'ok', data: [event] },
    'organizer/list-teams': { status: true, message: 'ok', data: [] },
  });
}
