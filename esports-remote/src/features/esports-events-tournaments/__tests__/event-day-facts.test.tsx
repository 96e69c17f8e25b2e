import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EventCard } from '../components/event-card';
import { makeEvent, makeEventDay, makeMine as mine } from './make-event';
import { renderWithProviders } from '../../../testing/render';
import { checkInEndpoint } from '@bgmi/shared/day-and-money';
import { mockApi } from '@bgmi/shared/testing/mock-api';

const day = makeEventDay({ slots: 16, waitlist_length: 3, check_in_state: 'open' });

describe('scrim-day facts on a card', () => {
  it('shows slots left, waitlist and check-in; a full event still offers Register Now (waitlist)', () => {
    renderWithProviders(
      <EventCard event={makeEvent({ ...day })} type="upcoming" onRegister={jest.fn()} />,
    );
    expect(screen.getByText('0/16')).toBeInTheDocument();
    expect(screen.getByText('Open now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register Now' })).toBeInTheDocument();
    expect(screen.queryByText('This event is full')).not.toBeInTheDocument();
  });

  it('a waitlisted team sees its position and no Check In', () => {
    renderWithProviders(
      <EventCard
        event={makeEvent({ ...day })}
        type="upcoming"
        mine={mine({ state: 'waitlisted', waitlist_position: 2 })}
      />,
    );
    expect(screen.getByText('Team Soul: waitlisted at 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register Now' })).not.toBeInTheDocument();
  });

  it('the leader checks in inside the window', async () => {
    const { calls } = mockApi(checkInEndpoint, {
      status: true,
      message: 'Checked in',
      data: mine({ state: 'checked_in' }),
    });
    renderWithProviders(<EventCard event={makeEvent({ ...day })} type="upcoming" mine={mine()} />);
    expect(screen.getByText('Team Soul: registered')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check In' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await screen.findByText('Checked in')).toBeInTheDocument();
  });

  it('a player who is not the leader gets no Check In unless the event allows the roster', () => {
    renderWithProviders(
      <EventCard event={makeEvent({ ...day })} type="upcoming" mine={mine({ is_leader: false })} />,
    );
    expect(screen.queryByRole('button', { name: 'Check In' })).not.toBeInTheDocument();
  });
});
