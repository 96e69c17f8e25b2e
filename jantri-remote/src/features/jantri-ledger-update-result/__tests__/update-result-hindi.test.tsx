import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyError, notifySuccess } from '@bgmi/shared';
import { inHindi } from '@bgmi/shared/testing';
import UpdateResultPage from '../components/update-result-page';
import { resetLedgerTest, renderPage } from '../../../testing/ledger-test-kit';
import { mockAnyApi } from '@bgmi/shared/testing/mock-api';

jest.mock('@bgmi/shared/toasts', () => ({
  ...jest.requireActual('@bgmi/shared/toasts'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

beforeEach(() => resetLedgerTest());
inHindi();

const results = {
  status: true,
  message: 'ok',
  data: { game_result: [{ game_name: 'Gali', result: '' }] },
};

it('declares a result in Hindi with Devanagari digits; refusals and the toast are Hindi', async () => {
  const { calls } = mockAnyApi(results, {
    status: true,
    message: 'Result updated successfully!',
    data: { settled_clients: 1 },
  });
  renderPage(<UpdateResultPage />);
  expect(await screen.findByRole('list', { name: 'गेम के रिज़ल्ट' })).toHaveTextContent('Gali');
  expect(screen.getByRole('img', { name: 'रिज़ल्ट नहीं' })).toBeInTheDocument();
  expect(screen.getByText(/पहले जंत्री भरें/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'रिज़ल्ट अपडेट करें' }));
  expect(notifyError).toHaveBeenCalledWith('कृपया गेम चुनें और रिज़ल्ट डालें');
  await userEvent.selectOptions(screen.getByLabelText('गेम'), 'Gali');
  await userEvent.type(screen.getByLabelText('रिज़ल्ट'), '१०१');
  await userEvent.click(screen.getByRole('button', { name: 'रिज़ल्ट अपडेट करें' }));
  expect(notifyError).toHaveBeenCalledWith('नंबर 100 से बड़ा नहीं हो सकता');
  await userEvent.clear(screen.getByLabelText('रिज़ल्ट'));
  await userEvent.type(screen.getByLabelText('रिज़ल्ट'), '४५');
  await userEvent.click(screen.getByRole('button', { name: 'रिज़ल्ट अपडेट करें' }));
  await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('रिज़ल्ट अपडेट हो गया!'));
  expect(calls[1]!.body).toMatchObject({ game_name: 'Gali', result: '45' });
});
