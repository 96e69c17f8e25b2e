import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_PORTS } from '../support/ports';
import {
  DEPLOY_WORK,
  ROOT,
  SHELL_BUILD,
  buildRemote,
  changeFile,
  copyCurrentDeploy,
  copySource,
  readPointer,
} from '../support/deploys';

// Each side deploys on its own (issue 21, README "Deploying one side"): real builds of one remote
// into its deploy folder, real static servers, the suite's shell build never rebuilt.

const OLD_HERO = 'Train. Scrim. Compete. Win.';
const NEW_HERO = 'Season 2: squads, scrims, glory.';
const shellPort = E2E_PORTS.shell + 40;
const esportsPort = E2E_PORTS.shell + 41;
const jantriPort = E2E_PORTS.shell + 42;
const esportsDir = path.join(DEPLOY_WORK, 'esports');
const jantriDir = path.join(DEPLOY_WORK, 'jantri');
const site = `http://localhost:${shellPort}`;

type Server = { close: () => void };
let servers: Server[] = [];
let firstEsports = '';
let switchDeploy: (dir: string, build: string) => unknown;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const { serveStatic } = await import('../../scripts/serve-static.mjs');
  ({ switchDeploy } = await import('../../scripts/switch-deploy.mjs'));
  firstEsports = copyCurrentDeploy('esports-remote', esportsDir).build;
  copyCurrentDeploy('jantri-remote', jantriDir);
  const config = {
    apiUrl: `http://localhost:${E2E_PORTS.api}`,
    remotes: {
      esports: `http://localhost:${esportsPort}/current.json`,
      jantri: `http://localhost:${jantriPort}/current.json`,
    },
  };
  const quiet = { name: 'deploy test', config };
  servers = [
    await serveStatic({ ...quiet, root: SHELL_BUILD, port: shellPort, preloadRemote: true }),
    await serveStatic({ ...quiet, root: esportsDir, port: esportsPort }),
    await serveStatic({ ...quiet, root: jantriDir, port: jantriPort }),
  ];
});

test.afterAll(() => {
  for (const server of servers) server.close();
});

/** Waits until the shell's server serves `build` as the side's current one (it re-reads a
 * remote's current.json at most every second). */
async function untilCurrent(side: 'esports' | 'jantri', build: string) {
  await expect
    .poll(async () => {
      const config = (await (await fetch(`${site}/runtime-config.json`)).json()) as {
        deploys?: Record<string, { build: string }>;
      };
      return config.deploys?.[side]?.build;
    })
    .toBe(build);
}

/** The build folders the page loaded the esports side's scripts from. */
function esportsBuildsLoaded(page: Page): Set<string> {
  const builds = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(esportsPort) && url.pathname.endsWith('.js'))
      builds.add(url.pathname.split('/')[1] ?? '');
  });
  return builds;
}

/** Records the hero's title at every animation frame from the first one on. */
async function recordHeroFrames(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __heroFrames: string[] }).__heroFrames = seen;
    const look = () => {
      const text = document.querySelector('.home-title')?.textContent;
      if (text && seen[seen.length - 1] !== text) seen.push(text);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

test('the esports side ships a new hero, CSS rule, nav label and page alone; an open tab never mixes builds', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const shellBuiltAt = fs.statSync(path.join(SHELL_BUILD, 'index.html')).mtimeMs;

  // A tab opened on the first build.
  const tab = await browser.newPage();
  const tabBuilds = esportsBuildsLoaded(tab);
  await tab.goto(`${site}/`);
  await expect(tab.getByRole('heading', { name: OLD_HERO })).toBeVisible();
  await tab.getByRole('link', { name: 'Terms' }).click();
  await expect(tab.getByRole('heading', { name: /Terms/ }).first()).toBeVisible();

  // The esports team changes its side and builds it alone.
  const source = copySource('esports-remote', 'esports-next');
  // The hero's words are in the home page's catalogue (issue 23): an ordinary change lands there.
  changeFile(source, 'src/features/esports-events-home/locales/en.json', (text) =>
    text.replace(OLD_HERO, NEW_HERO),
  );
  changeFile(
    source,
    'src/features/esports-events-home/esports-events-home.css',
    (text) => `${text}\n.home-title {\n  letter-spacing: 3px;\n}\n`,
  );
  changeFile(source, 'src/routes.ts', (text) =>
    text.replace(
      '] as const satisfies',
      "  { path: '/season-news', side: 'esports', page: 'season-news', title: 'Season News', nav: { label: 'Season News', place: 'header', order: 85 } },\n] as const satisfies",
    ),
  );
  changeFile(
    source,
    'src/features/esports-events-static-pages/components/season-news-page.tsx',
    () =>
      'export default function SeasonNewsPage() {\n  return (\n    <section className="page">\n      <h1 className="page-title">Season News</h1>\n      <p>Season 2 opens on Friday.</p>\n    </section>\n  );\n}\n',
  );
  changeFile(source, 'src/pages.tsx', (text) =>
    text.replace(
      '  terms: ',
      "  'season-news': () => import('./features/esports-events-static-pages/components/season-news-page'),\n  terms: ",
    ),
  );
  const next = await buildRemote(source, esportsDir);
  expect(next).not.toBe(firstEsports);

  // The open tab keeps working on its own build, then offers the reload.
  await tab.getByRole('link', { name: 'Blogs' }).click();
  await expect(tab.getByRole('heading', { name: 'Esports Insights' }).first()).toBeVisible();
  await expect(tab.getByText('A new version of the site is available.')).toBeVisible({
    timeout: 15_000,
  });
  expect([...tabBuilds]).toEqual([firstEsports]);
  // The next navigation loads the new build whole.
  tabBuilds.clear();
  await tab.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(tab.getByRole('heading', { name: NEW_HERO })).toBeVisible();
  await expect(tab.getByRole('link', { name: 'Season News' })).toBeVisible();
  expect([...tabBuilds]).toEqual([next]);
  await tab.close();

  // A new visitor: the first paint is the new deploy's, and so is every frame after it.
  const html = await (await fetch(`${site}/`)).text();
  expect(html).toContain(NEW_HERO);
  expect(html).not.toContain(OLD_HERO);
  expect(html).toMatch(/\.home-title \{\s*letter-spacing: 3px;/);
  expect(html).toContain('>Season News</a>');
  const page = await browser.newPage();
  await recordHeroFrames(page);
  await page.goto(`${site}/`);
  await expect(page.getByRole('heading', { name: NEW_HERO })).toBeVisible();
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  expect(
    await page.evaluate(() => (window as unknown as { __heroFrames: string[] }).__heroFrames),
  ).toEqual([NEW_HERO]);
  expect(
    await page
      .getByRole('heading', { name: NEW_HERO })
      .evaluate((h1) => getComputedStyle(h1).letterSpacing),
  ).toBe('3px');
  // The new page and its header link, client-side.
  await page.getByRole('link', { name: 'Season News' }).click();
  await expect(page).toHaveURL(/\/season-news$/);
  await expect(page.getByRole('heading', { name: 'Season News' })).toBeVisible();
  await expect(page).toHaveTitle('Season News | BGMI Arena');
  await page.close();

  // No shell rebuild.
  expect(fs.statSync(path.join(SHELL_BUILD, 'index.html')).mtimeMs).toBe(shellBuiltAt);
});

test('a rollback of each side is one config change', async ({ browser }) => {
  test.setTimeout(600_000);
  // esports: back to the first build.
  switchDeploy(esportsDir, firstEsports);
  await untilCurrent('esports', firstEsports);
  const page = await browser.newPage();
  await page.goto(`${site}/`);
  await expect(page.getByRole('heading', { name: OLD_HERO })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Season News' })).toHaveCount(0);
  await page.goto(`${site}/season-news`);
  await expect(page.getByRole('heading', { name: '404 - Page not found' })).toBeVisible();

  // jantri: a new build of its own, then back.
  const firstJantri = readPointer(jantriDir).build;
  const nextJantri = await buildRemote(path.join(ROOT, 'jantri-remote'), jantriDir);
  expect(nextJantri).not.toBe(firstJantri);
  const jantriBuildOf = async () => {
    const loaded = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.port === String(jantriPort) && url.pathname.endsWith('.js'))
        loaded.add(url.pathname.split('/')[1] ?? '');
    });
    await page.goto(`${site}/RechargePlans`);
    await expect(page.getByRole('heading', { name: 'Recharge Plans' }).first()).toBeVisible();
    page.removeAllListeners('request');
    return [...loaded];
  };
  await untilCurrent('jantri', nextJantri);
  expect(await jantriBuildOf()).toEqual([nextJantri]);
  switchDeploy(jantriDir, firstJantri);
  await untilCurrent('jantri', firstJantri);
  expect(await jantriBuildOf()).toEqual([firstJantri]);
  await page.close();
});

test('a remote needing a newer host API shows the reload message, never its page', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const needsNewer = await buildRemote(path.join(ROOT, 'esports-remote'), esportsDir, {
    BGMI_HOST_API_VERSION: '1.2.0',
  });
  await untilCurrent('esports', needsNewer);
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${site}/tournaments`);
    await expect(page.getByRole('alert')).toHaveText(
      'This part of the site needs a newer version of the site. Reload',
    );
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pro Tournaments' })).toHaveCount(0);
    expect(errors.join('\n')).toContain(`build ${needsNewer} needs host API ^1.2.0`);
    // The jantri side, which this shell can run, keeps working.
    await page.goto(`${site}/RechargePlans`);
    await expect(page.getByRole('heading', { name: 'Recharge Plans' }).first()).toBeVisible();
    await page.close();
  } finally {
    switchDeploy(esportsDir, firstEsports);
  }
});
