import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EventCard } from '../components/event-card';
import { makeEvent, makeEventDay, makeMine as mine } from './make-event';
import { renderWithProviders } from '../../../testing/render';
import { cancelRegistrationEndpoint } from '@bgmi/shared/day-and-money';
import { mockApi } from '@bgmi/shared/testing/mock-api';

const day = makeEventDay({ slots: 2, waitlist_length: 1, check_in_state: 'closed' });

describe('the day slips, on a card (issue 22)', () => {
  it('a team that missed check-in reads so, with no Check In or Cancel', () => {
    renderWithProviders(
      <EventCard
        event={makeEvent({ ...day })}
        type="upcoming"
        mine={mine({ state: 'missed_check_in' })}
      />,
    );
    expect(screen.getByText('Team Soul: missed check-in')).toBeInTheDocument();
    expect(screen.queryByText('Team Soul: registered')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel registration' })).not.toBeInTheDocument();
  });

  it('a disqualified team reads the reason', () => {
    renderWithProviders(
      <EventCard
        event={makeEvent({ ...day })}
        type="upcoming"
        mine={mine({ state: 'disqualified', reason: 'Emulator' })}
      />,
    );
    expect(screen.getByText('Team Soul: disqualified (Emulator)')).toBeInTheDocument();
  });

  it('times are in India time, never UTC', () => {
    renderWithProviders(<EventCard event={makeEvent({ ...day })} type="upcoming" />);
    // 10:00 UTC is 3:30 pm IST.
    expect(screen.getByText(/1 Jan, 3:30 pm IST/)).toBeInTheDocument();
    expect(screen.queryByText(/UTC/)).not.toBeInTheDocument();
  });

  it('the leader cancels from the card after confirming', async () => {
    const { calls } = mockApi(cancelRegistrationEndpoint, {
      status: true,
      message: 'Registration cancelled',
    });
    renderWithProviders(<EventCard event={makeEvent({ ...day })} type="upcoming" mine={mine()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel registration' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel registration?' });
    expect(calls).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await screen.findByText('Registration cancelled')).toBeInTheDocument();
  });

  it('a member who is not the leader cannot cancel', () => {
    renderWithProviders(
      <EventCard event={makeEvent({ ...day })} type="upcoming" mine={mine({ is_leader: false })} />,
    );
    expect(screen.queryByRole('button', { name: 'Cancel registration' })).not.toBeInTheDocument();
  });
});
