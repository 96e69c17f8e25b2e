import { act, screen } from '@testing-library/react';
import { switchLanguage } from '@bgmi/shared/i18n';
import { renderWithQuery } from '../../../testing/render';
import ScrimsPage from '../components/scrims-page';
import TermsPage from '../components/terms-page';

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

test('the scrims and terms pages read in Hindi', async () => {
  await act(() => switchLanguage('hi'));
  renderWithQuery(
    <>
      <ScrimsPage />
      <TermsPage />
    </>,
  );
  expect(await screen.findByRole('heading', { name: 'स्क्रिम' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'नियम और शर्तें' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '7. ज़िम्मेदारी से खेलें' })).toBeInTheDocument();
});

test('in English the terms keep their Hindi note on responsible play', () => {
  renderWithQuery(<TermsPage />);
  expect(screen.getByRole('heading', { name: '7. Responsible play' })).toBeInTheDocument();
  expect(screen.getByText(/ज़िम्मेदारी से खेलें:/)).toHaveAttribute('lang', 'hi');
});
