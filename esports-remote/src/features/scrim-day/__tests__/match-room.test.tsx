import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiAnswer, mockAnyApi } from '@bgmi/shared/testing/mock-api';
import { SCRIM_DAY_MESSAGES, type EventMatch } from '@bgmi/shared/day-and-money';
import { MatchRoom } from '../components/match-room';
import { eventDayKeys } from '../api/query-keys';
import { formatCountdown } from '../components/use-now';
import { renderWithQuery } from '../../../testing/render';

const match = (releaseInMs: number): EventMatch => ({
  _id: '22222222-2222-4222-8222-222222222222',
  event_id: '11111111-1111-4111-8111-111111111111',
  match_no: 2,
  map: 'Miramar',
  start_time: new Date(Date.now() + releaseInMs + 600_000).toISOString(),
  room_release_at: new Date(Date.now() + releaseInMs).toISOString(),
  has_room: true,
  results_posted: false,
});

const room = {
  event_id: '11111111-1111-4111-8111-111111111111',
  match_id: '22222222-2222-4222-8222-222222222222',
  match_no: 2,
  map: 'Miramar',
  start_time: '2030-01-01T10:00:00.000Z',
  room_id: '7781234',
  room_password: 'ace42',
};

/** The room call answers `status` with `body`; returns the calls made to it. */
const answerRoom = (status: number, body: unknown) => mockAnyApi(apiAnswer(status, body)).calls;
const renderRoom = (ui: React.ReactElement) => renderWithQuery(ui).client;

describe('match room: countdown, then the room', () => {
  it('formats the countdown', () => {
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
    expect(formatCountdown(-5)).toBe('0:00');
  });

  it('counts down, asks nothing before the release, then shows room ID and password to copy', async () => {
    const calls = answerRoom(200, { status: true, message: 'ok', data: room });
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderRoom(<MatchRoom match={match(1500)} checkedIn />);
    expect(screen.getByRole('timer')).toHaveTextContent(/Room ID in 0:0[12]/);
    expect(calls).toHaveLength(0);
    expect(screen.queryByText('7781234')).not.toBeInTheDocument();

    expect(await screen.findByText('7781234', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('ace42')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Copy password' }));
    expect(writeText).toHaveBeenCalledWith('ace42');
    expect(screen.getByRole('button', { name: 'Copy password' })).toHaveTextContent('Copied');
  });

  it('a player whose team is not checked in is told so and never asks', async () => {
    const calls = answerRoom(200, { status: true, message: 'ok', data: room });
    renderRoom(<MatchRoom match={match(-1000)} checkedIn={false} />);
    expect(
      screen.getByText('Room details go to the players of checked-in teams.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal (403)", async () => {
    answerRoom(403, { status: false, message: SCRIM_DAY_MESSAGES.roomNotAllowed });
    renderRoom(<MatchRoom match={match(-1000)} checkedIn />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SCRIM_DAY_MESSAGES.roomNotAllowed);
  });

  it('a pushed room (room_details written into the query) replaces the shown one', async () => {
    answerRoom(200, { status: true, message: 'ok', data: room });
    const client = renderRoom(<MatchRoom match={match(-1000)} checkedIn />);
    expect(await screen.findByText('7781234')).toBeInTheDocument();
    act(() => {
      client.setQueryData(eventDayKeys.room(room.match_id), { ...room, room_id: '9990001' });
    });
    await waitFor(() => expect(screen.getByText('9990001')).toBeInTheDocument());
  });
});
