import { act, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useState } from 'react';
import { sessionStore } from '../../session/session-store';
import { defineCatalogue } from '../catalogue';

// A page whose first render is already in Hindi (a reader's stored choice, a reload) suspends
// while the catalogue loads; React then replays the component with the catalogue there. The
// replay must see the same `use` call, or the component's later hooks break (React error 467,
// "Update hook called on initial render").
const en = { title: 'Daily Scrims', count: 'Clicked {n}' };
const hi = { title: 'डेली स्क्रिम', count: '{n} बार दबाया' };

afterEach(() => act(() => sessionStore.setState({ language: 'en' })));

test('a page shown in a transition mounts in Hindi while its catalogue loads (React replays it)', async () => {
  const { useT } = defineCatalogue(
    en,
    () =>
      new Promise<{ default: typeof hi }>((done) => setTimeout(() => done({ default: hi }), 20)),
  );
  function Page() {
    const t = useT();
    const [clicks] = useState(2);
    return (
      <h1>
        {t('title')} · {t('count', { n: clicks })}
      </h1>
    );
  }
  act(() => sessionStore.setState({ language: 'hi' }));
  const view = render(<Suspense fallback={<p>…</p>}>{null}</Suspense>);
  await act(async () => {
    startTransition(() =>
      view.rerender(
        <Suspense fallback={<p>…</p>}>
          <Page />
        </Suspense>,
      ),
    );
    await new Promise((done) => setTimeout(done, 100));
  });
  expect(await screen.findByRole('heading')).toHaveTextContent('डेली स्क्रिम · 2 बार दबाया');
});

test('a component with hooks after useT mounts in Hindi while its catalogue arrives at once', async () => {
  const { useT } = defineCatalogue(en, () => Promise.resolve({ default: hi }));
  function Page() {
    const t = useT();
    const [clicks] = useState(2);
    return (
      <h1>
        {t('title')} · {t('count', { n: clicks })}
      </h1>
    );
  }
  act(() => sessionStore.setState({ language: 'hi' }));
  await act(async () => {
    render(
      <Suspense fallback={<p>…</p>}>
        <Page />
      </Suspense>,
    );
  });
  expect(await screen.findByRole('heading')).toHaveTextContent('डेली स्क्रिम · 2 बार दबाया');
});

test('a component with hooks after useT mounts in Hindi before its catalogue has loaded', async () => {
  let resolve: (value: { default: typeof hi }) => void = () => {};
  const { useT } = defineCatalogue(
    en,
    () => new Promise<{ default: typeof hi }>((done) => (resolve = done)),
  );
  function Page() {
    const t = useT();
    const [clicks] = useState(2);
    return (
      <h1>
        {t('title')} · {t('count', { n: clicks })}
      </h1>
    );
  }
  act(() => sessionStore.setState({ language: 'hi' }));
  await act(async () => {
    render(
      <Suspense fallback={<p>…</p>}>
        <Page />
      </Suspense>,
    );
  });
  expect(screen.getByText('…')).toBeInTheDocument();
  await act(async () => resolve({ default: hi }));
  expect(await screen.findByRole('heading')).toHaveTextContent('डेली स्क्रिम · 2 बार दबाया');
});
