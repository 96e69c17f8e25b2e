import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inHindi } from '@bgmi/shared/testing';
import HisabKitabPage from '../components/hisab-kitab-page';
import { loginOperator, renderPage } from '../../../testing/ledger-test-kit';
import { mockAnyApi } from '@bgmi/shared/testing/mock-api';
import { row } from './hisab-row';

beforeEach(() => {
  jest.restoreAllMocks();
  loginOperator();
});
inHindi();

it('reads hisab kitab in Hindi, with lakh grouping and a कुल row', async () => {
  mockAnyApi({
    status: true,
    message: 'ok',
    data: { hisab_kitab: [row({ lc_comm: 41, profit_loss: 123456, total_kaam: 410 })] },
  });
  renderPage(<HisabKitabPage />);
  expect(screen.getByRole('heading', { name: 'हिसाब किताब' })).toBeInTheDocument();
  expect(screen.getByText('कोई डेटा नहीं मिला, कृपया क्लाइंट और तारीख चुनें')).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'सभी क्लाइंट' })).toHaveValue('All Client');
  await userEvent.selectOptions(screen.getByLabelText('क्लाइंट'), 'Ramesh');
  expect(await screen.findByRole('columnheader', { name: 'कुल काम' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'लाभ/हानि' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'कुल' })).toBeInTheDocument();
  expect(screen.getByTestId('hisab-total-profit')).toHaveTextContent('1,23,456');
  expect(screen.getByRole('button', { name: 'हिसाब डाउनलोड (CSV)' })).toBeEnabled();
});
