import { prefetchHeaderPagesWhenIdle } from '../route-prefetch';
import { prefetchRemotePage } from '../remote-pages';
import { prefetchWhenIdle } from '../idle-prefetch';
import { setRuntimeConfig } from '@bgmi/shared';
import { ESPORTS_DEPLOY } from '../../testing/fixtures';

jest.mock('../remote-pages', () => ({
  loadRemoteModule: jest.fn(),
  loadRemotePage: jest.fn(),
  prefetchRemotePage: jest.fn(() => Promise.resolve()),
}));
jest.mock('../idle-prefetch', () => ({ prefetchWhenIdle: jest.fn() }));
const queued = prefetchWhenIdle as jest.Mock;

// The routes come from the esports deploy (the runtime config), as in the page.
beforeAll(() => setRuntimeConfig({ deploys: { esports: ESPORTS_DEPLOY } }));

/** Runs what was queued for idle time, including what those tasks queue. */
async function runIdleQueue() {
  for (let i = 0; i < queued.mock.calls.length; i += 1) {
    await (queued.mock.calls[i][0] as () => Promise<unknown>)();
  }
}

test("the header's links to remote pages are prefetched once idle, each page once", async () => {
  document.body.innerHTML = `
    <header>
      <a href="/">Home</a>
      <a href="/tournaments">Pro Tournaments</a>
      <a href="/tournaments?tab=live">Live</a>
      <a href="/services">Training</a>
      <a href="/login">Register / Login</a>
      <a href="https://www.instagram.com/">Instagram</a>
    </header>
    <main><a href="/blogs">Blogs</a></main>`;
  prefetchHeaderPagesWhenIdle();
  // Nothing loads before the browser is idle.
  expect(prefetchRemotePage).not.toHaveBeenCalled();
  await runIdleQueue();
  expect((prefetchRemotePage as jest.Mock).mock.calls).toEqual([
    ['esports', 'home'],
    ['esports', 'tournaments'],
    ['esports', 'services'],
  ]);

  // Every page shown calls it again: queued once per visit.
  const queuedBefore = queued.mock.calls.length;
  prefetchHeaderPagesWhenIdle();
  expect(queued.mock.calls.length).toBe(queuedBefore);
});

test('a link pressed once a newer build is deployed starts nothing: the navigation reloads', async () => {
  const { loadRemotePage, loadRemoteModule } = jest.requireMock('../remote-pages') as {
    loadRemotePage: jest.Mock;
    loadRemoteModule: jest.Mock;
  };
  loadRemotePage.mockResolvedValue(undefined);
  loadRemoteModule.mockResolvedValue({ pages: {} });
  const { prefetchOnLinkIntent } = await import('../route-prefetch');
  const deployWatch = await import('../deploy-watch');
  document.body.innerHTML = `<header><a href="/tournaments">Pro Tournaments</a><a href="/services">Training</a></header>`;
  prefetchOnLinkIntent();
  const press = (href: string) =>
    document
      .querySelector(`a[href="${href}"]`)!
      .dispatchEvent(new Event('pointerdown', { bubbles: true }));
  press('/tournaments');
  expect(loadRemotePage.mock.calls).toEqual([['esports', 'tournaments']]);

  jest.spyOn(deployWatch, 'newBuildSeen').mockReturnValue(true);
  press('/services');
  expect(loadRemotePage.mock.calls).toEqual([['esports', 'tournaments']]);
});
