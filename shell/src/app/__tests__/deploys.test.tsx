import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HOST_API_VERSION, ROUTER_FUTURE, setRuntimeConfig } from '@bgmi/shared';
import { RemotePage } from '../remote-page';
import { satisfies } from '../host-api-range';
import {
  checkForNewBuild,
  loadLinksInFullOnNewBuild,
  newBuildSeen,
  resetDeployWatch,
} from '../deploy-watch';
import { ESPORTS_DEPLOY } from '../../testing/fixtures';
import * as remotePages from '../remote-pages';
import { mockServedFile } from '@bgmi/shared/testing/mock-api';

jest.mock('../remote-pages', () => ({
  loadRemotePage: jest.fn(),
  forgetRemote: jest.fn(),
  prefetchRemoteWhenIdle: jest.fn(),
}));

afterEach(() => {
  setRuntimeConfig({ deploys: { esports: ESPORTS_DEPLOY } });
  resetDeployWatch();
  jest.restoreAllMocks();
});

test('host API ranges: a caret range wants the same major and at least the minor', () => {
  expect(satisfies('1.2.0', '^1.1.0')).toBe(true);
  expect(satisfies('1.0.0', '^1.1.0')).toBe(false);
  expect(satisfies('2.0.0', '^1.1.0')).toBe(false);
  expect(satisfies('1.0.0', '>=1.0.0')).toBe(true);
  expect(satisfies('1.0.0', undefined)).toBe(true);
});

test('a deploy needing a newer host API shows the reload message and says why in the console', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  setRuntimeConfig({ deploys: { esports: { ...ESPORTS_DEPLOY, build: 'b2', hostApi: '^9.0.0' } } });
  render(
    <MemoryRouter future={ROUTER_FUTURE}>
      <RemotePage side="esports" page="home" />
    </MemoryRouter>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This part of the site needs a newer version of the site. Reload',
  );
  expect(remotePages.loadRemotePage).not.toHaveBeenCalled();
  expect(error).toHaveBeenCalledWith(
    `The esports side's build b2 needs host API ^9.0.0; this shell provides ${HOST_API_VERSION}. Deploy a newer shell, or roll the esports side back.`,
  );
});

test('a newer build in the served config is seen once; the same build is not', async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  // The served runtime config, as the static server answers it.
  const served = (build: string) =>
    mockServedFile('/runtime-config.json', { deploys: { esports: { ...ESPORTS_DEPLOY, build } } });
  served(ESPORTS_DEPLOY.build);
  expect(await checkForNewBuild(10_000)).toBe(false);
  expect(newBuildSeen()).toBe(false);
  served('next-build');
  // Within the throttle nothing is asked.
  expect(await checkForNewBuild(11_000)).toBe(false);
  expect(await checkForNewBuild(20_000)).toBe(true);
  expect(newBuildSeen()).toBe(true);
});

test('once a newer build is seen, a link of the site loads its page in full instead of routing', async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const loaded: string[] = [];
  loadLinksInFullOnNewBuild((href) => loaded.push(href));
  document.body.innerHTML =
    '<a href="/tournaments">Pro Tournaments</a><a href="https://www.instagram.com/">Instagram</a>';
  const follow = (selector: string) => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector(selector)!.dispatchEvent(click);
    return click.defaultPrevented;
  };
  // The running build: the router handles the link.
  expect(follow('a[href="/tournaments"]')).toBe(false);
  mockServedFile('/runtime-config.json', {
    deploys: { esports: { ...ESPORTS_DEPLOY, build: 'next-build' } },
  });
  expect(await checkForNewBuild(40_000)).toBe(true);
  expect(follow('a[href="/tournaments"]')).toBe(true);
  expect(loaded).toEqual([`${window.location.origin}/tournaments`]);
  // Another site's link is left alone.
  expect(follow('a[href^="https://www.instagram.com"]')).toBe(false);
  expect(loaded).toHaveLength(1);
});
