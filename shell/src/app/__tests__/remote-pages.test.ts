import { loadRemote } from '@module-federation/enhanced/runtime';
import { http, HttpResponse } from 'msw';
import { setRuntimeConfig } from '@bgmi/shared';
import { apiServer } from '@bgmi/shared/testing/mock-api';
import { loadRemotePage, prefetchRemotePage } from '../remote-pages';
import { answerPrefetchLinks, prefetchLinks } from './prefetch-links';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const BUILD = 'http://esports.test/b1';
const TournamentsPage = () => null;
const loadPage = jest.fn();
(loadRemote as jest.Mock).mockResolvedValue({ pages: {}, loadPage });

setRuntimeConfig({ remotes: { esports: `${BUILD}/mf-manifest.json` } });
answerPrefetchLinks();
beforeEach(() => {
  loadPage.mockReset();
  document.head.innerHTML = '';
});

const publishes = (assets: Record<string, string[]>) =>
  apiServer.use(http.get(`${BUILD}/page-assets.json`, () => HttpResponse.json(assets)));

test("an idle prefetch downloads the page's files (<link rel=prefetch>) and runs none of them", async () => {
  publishes({ tournaments: ['184.aa.js', '7439.bb.js', 'tournaments.cc.css'] });
  await prefetchRemotePage('esports', 'tournaments');
  expect(prefetchLinks()).toEqual([
    ['script', `${BUILD}/184.aa.js`],
    ['script', `${BUILD}/7439.bb.js`],
    ['style', `${BUILD}/tournaments.cc.css`],
  ]);
  expect(loadRemote).not.toHaveBeenCalled();
  expect(loadPage).not.toHaveBeenCalled();
});

test('a page followed after its prefetch loads once, from what the route shows', async () => {
  loadPage.mockResolvedValue(TournamentsPage);
  await prefetchRemotePage('esports', 'services');
  await expect(loadRemotePage('esports', 'services')).resolves.toBe(TournamentsPage);
  expect(loadPage).toHaveBeenCalledTimes(1);
  // Shown already: a later prefetch of it adds nothing.
  document.head.innerHTML = '';
  await prefetchRemotePage('esports', 'services');
  expect(prefetchLinks()).toEqual([]);
});

test("a page's failure the visitor saw stays (Retry reloads it)", async () => {
  loadPage.mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(TournamentsPage);
  await expect(loadRemotePage('esports', 'blogs')).rejects.toThrow('chunk failed');
  await expect(loadRemotePage('esports', 'blogs')).rejects.toThrow('chunk failed');
  expect(loadPage).toHaveBeenCalledTimes(1);
});
