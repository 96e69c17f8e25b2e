import type { EsportsEvent } from '@bgmi/shared';

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
