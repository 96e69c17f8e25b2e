import { act, Suspense, useState, useTransition, type ReactElement, type ReactNode } from 'react';
import { render as renderDom, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTER_FUTURE } from '@bgmi/shared';
import { RemotePage } from '../remote-page';
import * as remotePages from '../remote-pages';
import * as routePrefetch from '../route-prefetch';

jest.mock('../remote-pages', () => ({
  loadRemotePage: jest.fn(),
  forgetRemote: jest.fn(),
  prefetchRemoteWhenIdle: jest.fn(),
}));
jest.mock('../route-prefetch', () => ({
  prefetchPageData: jest.fn(),
  prefetchHeaderPagesWhenIdle: jest.fn(),
}));
const load = remotePages.loadRemotePage as jest.Mock;
const forget = remotePages.forgetRemote as jest.Mock;
const prefetchData = routePrefetch.prefetchPageData as jest.Mock;

const render = (ui: ReactNode) =>
  renderDom(
    <MemoryRouter initialEntries={['/game?day=1']} future={ROUTER_FUTURE}>
      {ui}
    </MemoryRouter>,
  );

/** A promise the test settles, cached per side as the real loader caches it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

beforeEach(() => {
  load.mockReset();
  forget.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('a remote that fails shows the fallback once (no reload loop), and Retry loads it again', async () => {
  const first = deferred<() => ReactElement>();
  load.mockReturnValue(first.promise);
  await act(async () => {
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <RemotePage side="jantri" page="game" />
      </Suspense>,
    );
  });
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await act(async () => first.reject(new Error('down')));
  expect(
    await screen.findByRole('heading', { name: 'This part of the site is unavailable' }),
  ).toBeInTheDocument();
  const callsAfterFailure = load.mock.calls.length;
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(load.mock.calls.length).toBe(callsAfterFailure);

  const second = deferred<() => ReactElement>();
  load.mockReturnValue(second.promise);
  const retry = screen.getByRole('button', { name: 'Retry' });
  await act(async () => retry.click());
  expect(forget).toHaveBeenCalledWith('jantri');
  expect(load).toHaveBeenLastCalledWith('jantri', 'game');
  await act(async () => second.resolve(() => <h1>Game page</h1>));
  expect(await screen.findByRole('heading', { name: 'Game page' })).toBeInTheDocument();
});

test('a switch in a transition keeps the previous page on screen until the next one is ready', async () => {
  const esports = Promise.resolve(() => <h1>Home page</h1>);
  const jantri = deferred<() => ReactElement>();
  load.mockImplementation((side: string) => (side === 'esports' ? esports : jantri.promise));
  let go: () => void = () => undefined;
  function Switcher() {
    const [side, setSide] = useState<'esports' | 'jantri'>('esports');
    const [, startTransition] = useTransition();
    go = () => startTransition(() => setSide('jantri'));
    return (
      <Suspense fallback={<p>Loading...</p>}>
        <RemotePage key={side} side={side} page={side === 'esports' ? 'home' : 'game'} />
      </Suspense>
    );
  }
  await act(async () => {
    render(<Switcher />);
  });
  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  await act(async () => go());
  expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  await act(async () => jantri.resolve(() => <h1>Game page</h1>));
  expect(await screen.findByRole('heading', { name: 'Game page' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
});

test("the page's data starts when its route is matched, with the route's params and query", async () => {
  prefetchData.mockReset();
  load.mockReturnValue(Promise.resolve(() => <h1>Game page</h1>));
  await act(async () => {
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <RemotePage side="jantri" page="game" />
      </Suspense>,
    );
  });
  expect(await screen.findByRole('heading', { name: 'Game page' })).toBeInTheDocument();
  expect(prefetchData).toHaveBeenCalledWith({ side: 'jantri', page: 'game', params: {} }, '?day=1');
});
