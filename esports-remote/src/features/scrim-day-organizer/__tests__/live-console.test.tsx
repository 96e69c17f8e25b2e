import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@bgmi/shared';
import { OrganizerPage } from '../components/organizer-page';
import { ME } from '../../../testing/fixtures';
import { newFakeSocket, type FakeSocket } from '../../../testing/fake-socket';
import { answerConsole, event } from './console-fixtures';
import { apiSent } from '@bgmi/shared/testing/mock-api';
import { renderWithQuery } from '../../../testing/render';

let mockSocket: FakeSocket;
jest.mock('@bgmi/shared', () =>
  jest.requireActual('../../../testing/fake-socket').sharedWithFakeSocket(),
);

describe('organiser console, live (issue 22)', () => {
  beforeEach(() => {
    mockSocket = newFakeSocket();
    sessionStore.getState().login({ ...ME, isOrganizer: true });
  });

  it('the summary line follows organizer_event pushes without a reload; times read in IST', async () => {
    answerConsole();
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
    expect(apiSent().filter((call) => call.path === 'organizer/list-events')).toHaveLength(1);
  });
});
