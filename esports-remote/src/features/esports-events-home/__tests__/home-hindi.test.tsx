import { act, screen } from '@testing-library/react';
import { switchLanguage } from '@bgmi/shared/i18n';
import { renderWithQuery } from '../../../testing/render';
import { Hero } from '../components/hero';
import { OurServices } from '../components/our-services';
import { Testimonials } from '../components/testimonials';

// The home page in Hindi (DESIGN section 9): the reader's choice turns every word over.
afterEach(async () => {
  await act(() => switchLanguage('en'));
});

test('the hero, services and testimonials read in Hindi', async () => {
  await act(() => switchLanguage('hi'));
  renderWithQuery(
    <>
      <Hero />
      <OurServices />
      <Testimonials />
    </>,
    { path: '/' },
  );
  expect(await screen.findByRole('heading', { name: 'हमारी सेवाएँ' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'रजिस्टर / लॉगिन' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'डेली स्क्रिम' })).toBeInTheDocument();
  expect(screen.getByText('खिलाड़ियों की राय')).toBeInTheDocument();
  expect(screen.queryByText('Our Services')).toBeNull();
});
