import { screen } from '@testing-library/react';
import { renderWithProviders, renderWithQuery } from '../../../testing/render';
import { inHindi } from '@bgmi/shared/testing';
import { mockAnyApi, NO_ANSWER } from '@bgmi/shared/testing/mock-api';
import TournamentsPage from '../components/tournaments-page';
import ScrimsTournamentsPage from '../components/scrims-tournaments-page';
import { EventCard } from '../components/event-card';
import { makeEvent } from './make-event';

// The tournaments and scrims lists in Hindi (DESIGN section 9), every list still on its way.
inHindi();
beforeEach(() => mockAnyApi(NO_ANSWER));

test('the tournaments list reads in Hindi: title, tabs, loading line', async () => {
  renderWithQuery(<TournamentsPage />, { path: '/tournaments' });
  expect(await screen.findByRole('heading', { name: 'प्रो टूर्नामेंट' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'आने वाले' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'पिछले' })).toBeInTheDocument();
});

test('the scrims list and a card read in Hindi', async () => {
  renderWithQuery(<ScrimsTournamentsPage />, { path: '/tournamentsSCRIMS' });
  expect(await screen.findByRole('heading', { name: 'डेली स्क्रिम' })).toBeInTheDocument();
  renderWithProviders(<EventCard event={makeEvent()} type="upcoming" />);
  expect(screen.getByText('मैप')).toBeInTheDocument();
  expect(screen.getByText('टीमें')).toBeInTheDocument();
  expect(screen.getAllByText('खुला').length).toBeGreaterThan(0);
});
