import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { teamsLabel } from '../team-arithmetic';
import { EventCard } from '../components/event-card';
import { makeEvent } from './make-event';
import { renderWithProviders } from '../../../testing/render';

describe('scrim card team arithmetic', () => {
  it.each([
    [12, 100, '3/25'],
    [0, 64, '0/16'],
    [100, 100, '25/25'],
    [10, 100, null],
    [12, 50, null],
    [6, 50, null],
  ])('registered %i of max %i shows teams %p', (registered, max, expected) => {
    expect(teamsLabel(registered, max)).toBe(expected);
  });

  it('shows teams only when both counts are multiples of 4', () => {
    const { unmount } = renderWithProviders(<EventCard event={makeEvent()} type="upcoming" />);
    expect(screen.getByText('12/100')).toBeInTheDocument();
    expect(screen.getByText('Teams')).toBeInTheDocument();
    expect(screen.getByText('3/25')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <EventCard
        event={makeEvent({ total_players_registered: 12, max_players: 50 })}
        type="upcoming"
      />,
    );
    expect(screen.getByText('12/50')).toBeInTheDocument();
    expect(screen.queryByText('Teams')).not.toBeInTheDocument();
  });
});

describe('event card', () => {
  it('shows mode in upper case, Open status and Register Now only on upcoming + open', async () => {
    const onRegister = jest.fn();
    renderWithProviders(<EventCard event={makeEvent()} type="upcoming" onRegister={onRegister} />);
    expect(screen.getByText('SQUAD')).toBeInTheDocument();
    expect(screen.getAllByText('Open')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Register Now' }));
    expect(onRegister).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Show Details' })).not.toBeInTheDocument();
  });

  it('has no Register Now when registration is closed', () => {
    renderWithProviders(
      <EventCard
        event={makeEvent({ registration_status: 0 })}
        type="upcoming"
        onRegister={jest.fn()}
      />,
    );
    expect(screen.getAllByText('Closed')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Register Now' })).not.toBeInTheDocument();
  });

  it('toggles details on past cards: rupees, N/A, teams and the default description', async () => {
    renderWithProviders(<EventCard event={makeEvent()} type="past" onRegister={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Register Now' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Details' }));
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.getByText('₹5,000.00')).toBeInTheDocument();
    expect(screen.getByText('Team Phoenix, Team Blaze')).toBeInTheDocument();
    expect(screen.getByText('No additional details.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide Details' }));
    expect(screen.queryByText('No additional details.')).not.toBeInTheDocument();
  });
});
