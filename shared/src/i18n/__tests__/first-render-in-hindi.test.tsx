import { act, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useState, type ComponentType } from 'react';
import { sessionStore } from '../../session/session-store';
import { defineCatalogue } from '../catalogue';

// A page whose first render is already in Hindi (a reader's stored choice, a reload) suspends
// while the catalogue loads; React then replays the component with the catalogue there. The
// replay must see the same `use` call, or the component's later hooks break (React error 467,
// "Update hook called on initial render").
const en = { title: 'Daily Scrims', count: 'Clicked {n}' };
const hi = { title: 'डेली स्क्रिम', count: '{n} बार दबाया' };
type HindiModule = { default: typeof hi };
const IN_HINDI = 'डेली स्क्रिम · 2 बार दबाया';

/** A page with a hook after useT, its Hindi catalogue loaded by `load`. */
function pageLoading(load: () => Promise<HindiModule>): ComponentType {
  const { useT } = defineCatalogue(en, load);
  return function Page() {
    const t = useT();
    const [clicks] = useState(2);
    return (
      <h1>
        {t('title')} · {t('count', { n: clicks })}
      </h1>
    );
  };
}

const suspended = (Page: ComponentType) => (
  <Suspense fallback={<p>…</p>}>
    <Page />
  </Suspense>
);

beforeEach(() => act(() => sessionStore.setState({ language: 'hi' })));
afterEach(() => act(() => sessionStore.setState({ language: 'en' })));

test('a page shown in a transition mounts in Hindi while its catalogue loads (React replays it)', async () => {
  const Page = pageLoading(
    () => new Promise<HindiModule>((done) => setTimeout(() => done({ default: hi }), 20)),
  );
  const view = render(<Suspense fallback={<p>…</p>}>{null}</Suspense>);
  await act(async () => {
    startTransition(() => view.rerender(suspended(Page)));
    await new Promise((done) => setTimeout(done, 100));
  });
  expect(await screen.findByRole('heading')).toHaveTextContent(IN_HINDI);
});

test('a component with hooks after useT mounts in Hindi while its catalogue arrives at once', async () => {
  const Page = pageLoading(() => Promise.resolve({ default: hi }));
  await act(async () => {
    render(suspended(Page));
  });
  expect(await screen.findByRole('heading')).toHaveTextContent(IN_HINDI);
});

test('a component with hooks after useT mounts in Hindi before its catalogue has loaded', async () => {
  let resolve: (value: HindiModule) => void = () => {};
  const Page = pageLoading(() => new Promise<HindiModule>((done) => (resolve = done)));
  await act(async () => {
    render(suspended(Page));
  });
  expect(screen.getByText('…')).toBeInTheDocument();
  await act(async () => resolve({ default: hi }));
  expect(await screen.findByRole('heading')).toHaveTextContent(IN_HINDI);
});
