import { act } from '@testing-library/react';
import { sessionStore, setRuntimeConfig } from '@bgmi/shared';
import { switchLanguage } from '@bgmi/shared/i18n';
import { renderWithProviders } from '../../../testing/render';
import { Layout } from '../layout';
import { elementShape } from '@bgmi/shared/testing/element-shape';
import { ESPORTS_DEPLOY, NEO } from '../../../testing/fixtures';

// The static first paint (shell/first-paint.js, completed per request by the static server from
// the remotes' deploys: scripts/lib/first-paint-html.cjs) against the React layout: React
// replaces the one with the other, so any difference is a visible jump.
const firstPaint = require('../../../../first-paint') as {
  staticShellHtml: string;
  personalize: () => void;
  firstPaintWords: () => object;
};
const { composeFirstPaint } = require('../../../../../scripts/lib/first-paint-html.cjs') as {
  composeFirstPaint: (
    html: string,
    parts: { routes: unknown[]; page?: object; language?: string; words?: object },
  ) => string;
};

/** A page fragment as a remote publishes it, with its logged-in render. */
const PAGE = {
  path: '/',
  html: '<div class="page x-page"><h1 class="x-title">Hello</h1></div>',
  userHtml: '<div class="page x-page"><h1 class="x-title">Welcome back, {{name}}!</h1></div>',
};

/** The static layout after its inline script ran at `path`. */
function staticLayout(path: string, page?: object, language = 'en') {
  window.history.replaceState(null, '', path);
  const root = document.createElement('div');
  root.innerHTML = composeFirstPaint(firstPaint.staticShellHtml, {
    routes: ESPORTS_DEPLOY.routes,
    page,
    language,
    words: firstPaint.firstPaintWords(),
  });
  document.body.append(root);
  firstPaint.personalize();
  return root;
}

function staticHeader(path: string, language = 'en') {
  const root = staticLayout(path, undefined, language);
  const header = root.querySelector('header')!;
  root.remove();
  return elementShape(header);
}

function reactHeader(path: string) {
  const { container, unmount } = renderWithProviders(<Layout>{null}</Layout>, {
    bare: true,
    path,
  });
  const header = elementShape(container.querySelector('header')!);
  unmount();
  return header;
}

beforeAll(() => setRuntimeConfig({ deploys: { esports: ESPORTS_DEPLOY } }));

afterEach(() => {
  sessionStore.getState().logout?.();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

test.each(['/', '/tournaments', '/game'])(
  "a visitor's static header at %s is the one React renders from the deploy's routes",
  (path) => {
    expect(staticHeader(path)).toEqual(reactHeader(path));
  },
);

test("a Hindi reader's static header is the one React renders in Hindi", async () => {
  await act(() => switchLanguage('hi'));
  const rendered = reactHeader('/');
  expect(staticHeader('/', 'hi')).toEqual(rendered);
  expect(JSON.stringify(rendered)).toContain('रजिस्टर / लॉगिन');
  await act(() => switchLanguage('en'));
});

test("a logged-in user's static header is the one React renders (avatar still loading)", () => {
  sessionStore.getState().login(NEO);
  expect(localStorage.getItem('userinfo')).toContain('token');
  expect(staticHeader('/')).toEqual(reactHeader('/'));
});

test('the header links are the routes the deploy publishes, in their order', () => {
  const root = staticLayout('/');
  const labels = [...root.querySelectorAll('.nav-link')].map((link) => link.textContent);
  root.remove();
  expect(labels).toEqual(ESPORTS_DEPLOY.routes.map((route) => route.nav.label));
});

test("the path's page is in <main>; a visitor sees its visitor render", () => {
  const root = staticLayout('/', PAGE);
  expect(root.querySelector('main h1')?.textContent).toBe('Hello');
  expect(root.querySelector('[data-static-page="/"]')).not.toBeNull();
  root.remove();
});

test('a logged-in user sees the logged-in render with their name', () => {
  sessionStore.getState().login(NEO);
  const root = staticLayout('/', PAGE);
  expect(root.querySelector('main h1')?.textContent).toBe('Welcome back, Neo Rao!');
  expect(root.querySelectorAll('[data-static-page]')).toHaveLength(1);
  root.remove();
});

test('a path without a fragment has an empty <main>', () => {
  const root = staticLayout('/blogs');
  expect(root.querySelector('main')?.children).toHaveLength(0);
  root.remove();
});
