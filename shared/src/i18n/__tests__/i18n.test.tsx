import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { sessionStore } from '../../session/session-store';
import { formatRupees } from '../../money/rupees';
import { defineCatalogue } from '../catalogue';
import { formatRelativeTime, toAsciiDigits } from '../format';
import { languageFromBrowser } from '../language';
import { translate } from '../message-format';
import { switchLanguage } from '../switch-language';

const en = { title: 'Daily Scrims', slots: '{count, plural, one {# slot} other {# slots}} left' };
const hi = { title: 'डेली स्क्रिम', slots: '{count} स्लॉट बाकी' };

// The product's own page: its <html> is the side's root (an embedding page keeps its own lang).
beforeAll(() => document.documentElement.classList.add('bgmi-root'));
afterEach(() => act(() => sessionStore.getState().setLanguage('en')));

test('words a message with plurals in English and Hindi, English where Hindi lacks a key', () => {
  expect(translate({ en }, 'en', 'slots', { count: 1 })).toBe('1 slot left');
  expect(translate({ en }, 'en', 'slots', { count: 3 })).toBe('3 slots left');
  expect(translate({ en, hi }, 'hi', 'slots', { count: 3 })).toBe('3 स्लॉट बाकी');
  expect(translate({ en, hi: {} }, 'hi', 'title')).toBe('Daily Scrims');
  expect(translate({ en }, 'pseudo', 'title')).toBe('⟦Daily Scrims⟧');
});

test('a page turns to Hindi in one step once its catalogue has loaded', async () => {
  const { useT } = defineCatalogue(en, () => Promise.resolve({ default: hi }));
  function Title() {
    const t = useT();
    return <h1>{t('title')}</h1>;
  }
  render(
    <Suspense fallback={<p>loading</p>}>
      <Title />
    </Suspense>,
  );
  expect(screen.getByRole('heading')).toHaveTextContent('Daily Scrims');
  await act(() => switchLanguage('hi'));
  expect(screen.getByRole('heading')).toHaveTextContent('डेली स्क्रिम');
  expect(document.documentElement.lang).toBe('hi');
  expect(localStorage.getItem('bgmi_lang')).toBe('hi');
});

test('a Hindi catalogue that fails to load leaves English, not a broken page', async () => {
  const { useT } = defineCatalogue(en, () => Promise.reject(new Error('offline')));
  function Title() {
    return <h1>{useT()('title')}</h1>;
  }
  await act(() => switchLanguage('hi'));
  render(
    <Suspense fallback={<p>loading</p>}>
      <Title />
    </Suspense>,
  );
  expect(await screen.findByRole('heading')).toHaveTextContent('Daily Scrims');
});

test('money for India in both languages, relative times, Devanagari digits, browser choice', () => {
  expect(formatRupees(100000, 'en')).toBe('₹1,00,000.00');
  expect(formatRupees(100000, 'hi')).toBe('₹1,00,000.00');
  expect(formatRelativeTime(new Date(0), 'hi', 5 * 60_000)).toBe('5 मिनट पहले');
  expect(formatRelativeTime(new Date(0), 'en', 5 * 60_000)).toBe('5 minutes ago');
  expect(toAsciiDigits('४७८५ = ५०')).toBe('4785 = 50');
  expect(languageFromBrowser(['hi-IN', 'en'])).toBe('hi');
  expect(languageFromBrowser(['fr-FR'])).toBe('en');
});
