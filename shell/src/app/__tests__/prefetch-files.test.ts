import { http, HttpResponse } from 'msw';
import { setRuntimeConfig } from '@bgmi/shared';
import { apiServer } from '@bgmi/shared/testing/mock-api';
import { prefetchPageFiles, prefetchRemoteFiles } from '../prefetch-files';
import { answerPrefetchLinks, prefetchLinks } from './prefetch-links';

const JANTRI = 'http://jantri.test/b7';
const ESPORTS = 'http://esports.test/b3';
setRuntimeConfig({
  remotes: { jantri: `${JANTRI}/mf-manifest.json`, esports: `${ESPORTS}/mf-manifest.json` },
});
answerPrefetchLinks();
beforeEach(() => {
  document.head.innerHTML = '';
});

test("the other side's entry and page map are downloaded from its manifest, not run", async () => {
  apiServer.use(
    http.get(`${JANTRI}/mf-manifest.json`, () =>
      HttpResponse.json({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          { path: './mount', assets: { js: { sync: ['mount.js'] }, css: { sync: [] } } },
          {
            path: './pages',
            assets: { js: { sync: ['5380.aa.js', 'expose_pages.bb.js'] }, css: { sync: [] } },
          },
        ],
      }),
    ),
  );
  await prefetchRemoteFiles('jantri');
  expect(prefetchLinks()).toEqual([
    ['script', `${JANTRI}/remoteEntry.js`],
    ['script', `${JANTRI}/5380.aa.js`],
    ['script', `${JANTRI}/expose_pages.bb.js`],
  ]);
});

test('a side that publishes no page-assets.json (an older deploy) gets no prefetch', async () => {
  apiServer.use(
    http.get(`${ESPORTS}/page-assets.json`, () => new HttpResponse('missing', { status: 404 })),
  );
  await expect(prefetchPageFiles('esports', 'tournaments')).resolves.toBeUndefined();
  expect(prefetchLinks()).toEqual([]);
});

test('a file is asked for once, however many pages share it', async () => {
  apiServer.use(
    http.get(`${JANTRI}/page-assets.json`, () =>
      HttpResponse.json({ 'bet-history': ['shared.js', 'a.js'], 'hisab-kitab': ['shared.js'] }),
    ),
  );
  await prefetchPageFiles('jantri', 'bet-history');
  await prefetchPageFiles('jantri', 'hisab-kitab');
  expect(prefetchLinks().map(([, href]) => href)).toEqual([
    `${JANTRI}/shared.js`,
    `${JANTRI}/a.js`,
  ]);
});
