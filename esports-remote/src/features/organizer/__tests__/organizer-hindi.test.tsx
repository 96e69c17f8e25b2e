import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@bgmi/shared';
import { switchLanguage } from '@bgmi/shared/i18n';
import type { OrganizerEvent } from '@bgmi/shared/day-and-money';
import { OrganizerPage } from '../components/organizer-page';
import { fakeSocket, ME, stubApi } from '../../../testing/fixtures';
import { renderWithQuery } from '../../../testing/render';

let mockSocket: ReturnType<typeof fakeSocket>;
jest.mock('@bgmi/shared', () => ({
  ...jest.requireActual('@bgmi/shared'),
  useSocket: () => mockSocket,
  connectSocket: jest.fn(),
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

// The organiser console in Hindi (DESIGN section 9); typed numbers accept Devanagari digits.
beforeEach(() => {
  mockSocket = fakeSocket();
});
afterEach(async () => {
  sessionStore.getState().logout();
  await act(() => switchLanguage('en'));
});

test('a visitor is told in Hindi that the console is for organisers', async () => {
  await act(() => switchLanguage('hi'));
  renderWithQuery(<OrganizerPage />);
  expect(await screen.findByRole('heading', { name: 'आयोजक कंसोल' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'लॉगिन करें' })).toBeInTheDocument();
});

test('an organiser reads the events, the panel and the form in Hindi; ०-९ become 0-9', async () => {
  sessionStore.getState().login({ ...ME, isOrganizer: true });
  stubApi({
    'organizer/list-events': { status: true, message: 'ok', data: [event] },
    'organizer/list-teams': { status: true, message: 'ok', data: [] },
  });
  await act(() => switchLanguage('hi'));
  renderWithQuery(<OrganizerPage />);
  expect(await screen.findByText('2/2 स्लॉट')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Night Scrim/ }));
  expect(screen.getByLabelText('इवेंट का सार')).toHaveTextContent(
    '2/2 स्लॉट · वेटलिस्ट 1 · चेक-इन हुए 0 · चेक-इन नहीं खुला',
  );
  await userEvent.click(screen.getByRole('tab', { name: 'सेटिंग' }));
  const slots = screen.getByLabelText('स्लॉट (टीमें)');
  await userEvent.clear(slots);
  await userEvent.type(slots, '२४');
  expect(slots).toHaveValue('24');
});
