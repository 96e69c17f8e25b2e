import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { switchLanguage } from '@bgmi/shared/i18n';
import type { PointsTable } from '@bgmi/shared/day-and-money';
import { mockApis } from '@bgmi/shared/testing/mock-api';
import { renderWithQuery } from '../../../testing/render';
import { downloadPointsTableImage } from '../api/points-table-image';
import { PointsTablePage } from '../components/points-table-page';

jest.mock('@bgmi/shared', () => ({
  ...jest.requireActual('@bgmi/shared'),
  useSocket: () => null,
}));

const table: PointsTable = {
  event_id: 'e1',
  title: 'Night Scrim',
  points_system: { preset: 'pmgc', kill_points: 1 },
  match_count: 2,
  overall: [
    {
      rank: 1,
      team_id: 't1',
      team_name: 'Team Vortex',
      matches_played: 2,
      dinners: 1,
      placement_points: 16,
      kills: 12,
      total: 28,
      last_placement: 1,
    },
  ],
  matches: [],
  updated_at: '2030-01-01T15:00:00.000Z',
};

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

test('a points table reads in Hindi; team names stay as typed', async () => {
  mockApis({ 'scrim-day/points-table': { status: true, message: 'ok', data: table } });
  await act(() => switchLanguage('hi'));
  renderWithQuery(
    <Routes>
      <Route path="/events/:eventId/points-table" element={<PointsTablePage />} />
    </Routes>,
    { path: '/events/e1/points-table' },
  );
  expect(await screen.findByRole('columnheader', { name: 'किल्स' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'कुल' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'कुल' })).toBeInTheDocument();
  expect(screen.getByText(/पॉइंट्स टेबल · 2 मैच · PMGC/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'WhatsApp पर शेयर करें' })).toHaveAttribute(
    'href',
    expect.stringContaining(encodeURIComponent('2 मैच के बाद पॉइंट्स टेबल')),
  );
  expect(screen.getByRole('button', { name: 'Team Vortex' })).toBeInTheDocument();
});

test("the image is asked for in the reader's language (its words are drawn by the server)", async () => {
  const image = { status: true, message: 'ok', filename: 't.png', mime: 'image/png' };
  const { calls } = mockApis({ 'scrim-day/points-table-image': image });
  await act(() => switchLanguage('hi'));
  await downloadPointsTableImage('e1').catch(() => undefined); // jsdom saves no files
  expect(calls[0]).toMatchObject({
    path: 'scrim-day/points-table-image',
    body: { event_id: 'e1', language: 'hi' },
  });
});
