import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  postResultsEndpoint,
  type OrganizerEventTeam,
  type OrganizerMatch,
} from '@bgmi/shared/day-and-money';
import { mockApi } from '@bgmi/shared/testing/mock-api';
import { ResultsGrid } from '../components/results-grid';
import { renderWithQuery } from '../../../testing/render';

const EVENT = '11111111-1111-4111-8111-111111111111';
const match: OrganizerMatch = {
  _id: '22222222-2222-4222-8222-222222222222',
  event_id: EVENT,
  match_no: 1,
  map: 'Erangel',
  start_time: '2030-01-01T10:00:00.000Z',
  room_release_at: '2030-01-01T09:50:00.000Z',
  has_room: true,
  results_posted: false,
  room_id: '123',
  room_password: 'pw',
};
const team = (n: number): OrganizerEventTeam => ({
  registration_id: `r${n}`,
  team_id: `3333333${n}-3333-4333-8333-333333333333`,
  team_name: `Team ${n}`,
  leader_bgmiId: `lead_${n}`,
  state: 'checked_in',
  slot_no: n,
  waitlist_position: null,
  checked_in_at: null,
  players: [],
  registered_at: '2030-01-01T08:00:00.000Z',
});

/** The API posts the results and counts them. */
const answerPost = () =>
  mockApi(postResultsEndpoint, ({ body }) => ({
    status: true,
    message: 'Results posted',
    posted: body.results.length,
  })).calls;

const renderGrid = () =>
  renderWithQuery(
    <ResultsGrid eventId={EVENT} match={match} teams={[team(1), team(2), team(3)]} />,
  );

describe('results grid', () => {
  it('uses the numeric keypad and Enter moves to the next box', async () => {
    answerPost();
    renderGrid();
    const place1 = screen.getByLabelText('Placement of Team 1');
    expect(place1).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(place1, '2{Enter}');
    expect(screen.getByLabelText('Kills of Team 1')).toHaveFocus();
    await userEvent.keyboard('5{Enter}');
    expect(screen.getByLabelText('Placement of Team 2')).toHaveFocus();
  });

  it('refuses two teams on one placement, naming the team, and sends nothing', async () => {
    const calls = answerPost();
    renderGrid();
    await userEvent.type(screen.getByLabelText('Placement of Team 1'), '1');
    await userEvent.type(screen.getByLabelText('Placement of Team 2'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Post results' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'two teams cannot share a placement',
    );
    await userEvent.clear(screen.getByLabelText('Placement of Team 2'));
    await userEvent.type(screen.getByLabelText('Placement of Team 2'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Post results' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Team 2: placement must be at most 25',
    );
    expect(calls).toHaveLength(0);
  });

  it('posts the filled rows (blank kills are 0, blank rows left out)', async () => {
    const calls = answerPost();
    renderGrid();
    await userEvent.type(screen.getByLabelText('Placement of Team 1'), '2');
    await userEvent.type(screen.getByLabelText('Kills of Team 1'), '7');
    await userEvent.type(screen.getByLabelText('Placement of Team 3'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Post results' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      match_id: match._id,
      results: [
        { team_id: team(1).team_id, placement: 2, kills: 7 },
        { team_id: team(3).team_id, placement: 1, kills: 0 },
      ],
    });
  });
});
