import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@bgmi/shared';
import type { OrganizerEvent } from '@bgmi/shared/day-and-money';
import { OrganizerPage } from '../components/organizer-page';
import { fakeSocket, ME, stubApi } from '../../../testing/fixtures';
import { renderWithQuery } from '../../../testing/render';

let mockSocket: ReturnType<typeof fakeSocket>;
jest.mock('@bgmi/shared', () => ({
  ...jest.requireActual('@bgmi/shared'),
  useSocket: () => mockSocket,
  connectSocket: jest.fn(),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

const event: OrganizerEvent = {
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

describe('organiser console, live (issue 22)', () => {
  beforeEach(() => {
    mockSocket = fakeSocket();
    sessionStore.getState().login({ ...ME, isOrganizer: true });
  });

  it('the summary line follows organizer_event pushes without a reload; times read in IST', async () => {
    const { calls } = stubApi({
      'organizer/list-events': { status: true, message: 'ok', data: [event] },
      'organizer/list-teams': { status: true, message: 'ok', data: [] },
    });
    renderWithQuery(<OrganizerPage />);
    // 14:30 UTC is 8:00 pm in India.
    expect(await screen.findByText(/1 Jan, 8:00 pm IST/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Night Scrim/ }));
    const summary = screen.getByLabelText('Event summary');
    expect(summary).toHaveTextContent('2/2 slots · waitlist 1 · checked in 0 · check-in not open');

    act(() =>
      mockSocket.fire('organizer_event', {
        ...event,
        slots_left: 0,
        waitlist_length: 0,
        checked_in_count: 1,
        check_in_state: 'open',
      }),
    );
    await waitFor(() =>
      expect(summary).toHaveTextContent('2/2 slots · waitlist 0 · checked in 1 · check-in open'),
    );
    expect(screen.getByRole('button', { name: 'Close check-in now' })).toBeInTheDocument();
    // The push came by socket: the list was not fetched again.
    expect(calls.filter((call) => call.path === 'organizer/list-events')).toHaveLength(1);
  });
});
