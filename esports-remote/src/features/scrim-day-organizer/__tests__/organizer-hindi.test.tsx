import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@bgmi/shared';
import { switchLanguage } from '@bgmi/shared/i18n';
import { OrganizerPage } from '../components/organizer-page';
import { ME } from '../../../testing/fixtures';
import { newFakeSocket } from '../../../testing/fake-socket';
import { answerConsole } from './console-fixtures';
import { renderWithQuery } from '../../../testing/render';

jest.mock('@bgmi/shared', () =>
  jest.requireActual('../../../testing/fake-socket').sharedWithFakeSocket(),
);

// The organiser console in Hindi (DESIGN section 9); typed numbers accept Devanagari digits.
beforeEach(() => {
  newFakeSocket();
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
  answerConsole();
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
