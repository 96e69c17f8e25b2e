import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemotePage, prefetchRemotePage } from '../remote-pages';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const TournamentsPage = () => null;
const loadPage = jest.fn();
(loadRemote as jest.Mock).mockResolvedValue({ pages: {}, loadPage });

beforeEach(() => loadPage.mockReset());

test('an idle prefetch that fails is forgotten: following the link loads the page afresh', async () => {
  loadPage.mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(TournamentsPage);
  await expect(prefetchRemotePage('esports', 'tournaments')).resolves.toBeUndefined();
  await expect(loadRemotePage('esports', 'tournaments')).resolves.toBe(TournamentsPage);
  expect(loadPage).toHaveBeenCalledTimes(2);
});

test("a page's failure the visitor saw stays (Retry reloads it), unlike a prefetch's", async () => {
  loadPage.mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(TournamentsPage);
  await expect(loadRemotePage('esports', 'blogs')).rejects.toThrow('chunk failed');
  await expect(loadRemotePage('esports', 'blogs')).rejects.toThrow('chunk failed');
  expect(loadPage).toHaveBeenCalledTimes(1);
});

test('a prefetched page is the one the route then shows, loaded once', async () => {
  loadPage.mockResolvedValue(TournamentsPage);
  await prefetchRemotePage('esports', 'services');
  await expect(loadRemotePage('esports', 'services')).resolves.toBe(TournamentsPage);
  expect(loadPage).toHaveBeenCalledTimes(1);
});
