import { QueryClient } from '@tanstack/react-query';
import {
  pagePrefetcher,
  prefetchPageQuery,
  remotePages,
  type PrefetchContext,
} from '../api/page-prefetch';
import { createQueryClient } from '../api/query-client';
import { notifyError } from '../ui/toasts';

jest.mock('../ui/toasts', () => ({ notifyError: jest.fn() }));

const context = (client: QueryClient): PrefetchContext => ({
  client,
  params: { id: '7' },
  search: new URLSearchParams('tab=live'),
});

test("pagePrefetcher runs the page's own entry with the shell's context, and nothing for others", () => {
  const tournaments = jest.fn();
  const blogs = jest.fn();
  const prefetchPage = pagePrefetcher<'tournaments' | 'blogs' | 'terms'>({ tournaments, blogs });
  const given = context(new QueryClient());
  prefetchPage('tournaments', given);
  prefetchPage('terms', given);
  prefetchPage('no-such-page', given);
  expect(tournaments).toHaveBeenCalledTimes(1);
  expect(tournaments).toHaveBeenCalledWith(given);
  expect(blogs).not.toHaveBeenCalled();
});

test('a prefetched query is not asked again while fresh, and its failure never toasts', async () => {
  // The site's own client: its cache toasts a failed query whose meta asks for it.
  const client = createQueryClient({ retry: false });
  const fetchList = jest.fn().mockResolvedValue(['a']);
  const meta = { errorToast: 'Could not load the list' };
  const options = { queryKey: ['list'], queryFn: fetchList, meta };
  prefetchPageQuery(client, options);
  prefetchPageQuery(client, options);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(fetchList).toHaveBeenCalledTimes(1);
  expect(client.getQueryData(['list'])).toEqual(['a']);

  const down = () => Promise.reject(new Error('down'));
  prefetchPageQuery(client, { queryKey: ['broken'], queryFn: down, meta });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(client.getQueryState(['broken'])?.status).toBe('error');
  expect(notifyError).not.toHaveBeenCalled();
  // The same failure asked for by the page (with its meta) does toast: the check can fail.
  await client
    .fetchQuery({ queryKey: ['broken-page'], queryFn: down, meta })
    .catch(() => undefined);
  expect(notifyError).toHaveBeenCalledWith('down');
});

test("remotePages: loadPage answers a page's component once its chunk loaded, undefined for others; each page is lazy", async () => {
  const Home = () => null;
  const loadHome = jest.fn(async () => ({ default: Home }));
  const { pages, loadPage } = remotePages({ home: loadHome });
  expect(loadHome).not.toHaveBeenCalled();
  expect(Object.keys(pages)).toEqual(['home']);
  expect((pages.home as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
  await expect(loadPage('home')).resolves.toBe(Home);
  await expect(loadPage('nowhere')).resolves.toBeUndefined();
});

test('remotePages: a page with a `before` step loads its chunk only once that step is done', async () => {
  const Ledger = () => null;
  const loadLedger = jest.fn(async () => ({ default: Ledger }));
  const loadHome = jest.fn(async () => ({ default: () => null }));
  let finishBefore: () => void = () => undefined;
  const before = jest.fn((page: string) =>
    page === 'home' ? undefined : new Promise<void>((resolve) => (finishBefore = resolve)),
  );
  const { loadPage } = remotePages({ home: loadHome, ledger: loadLedger }, { before });
  await loadPage('home');
  expect(loadHome).toHaveBeenCalledTimes(1);
  const ledger = loadPage('ledger');
  await Promise.resolve();
  expect(before).toHaveBeenCalledWith('ledger');
  expect(loadLedger).not.toHaveBeenCalled();
  finishBefore();
  await expect(ledger).resolves.toBe(Ledger);
  expect(loadLedger).toHaveBeenCalledTimes(1);
});
