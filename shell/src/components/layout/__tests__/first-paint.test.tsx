import { sessionStore } from '@bgmi/shared';
import { renderWithProviders } from '../../../testing/render';
import { Layout } from '../layout';
import { elementShape } from '@bgmi/shared/testing/element-shape';
import { NEO } from '../../../testing/fixtures';

// The static first paint (shell/first-paint.js, build-time CommonJS) against the React layout:
// React replaces the one with the other, so any difference is a visible jump.
const firstPaint = require('../../../../first-paint') as {
  staticShellHtml: string;
  personalize: () => void;
};

/** The static header after its inline script ran at `path`. */
function staticHeader(path: string) {
  window.history.replaceState(null, '', path);
  const root = document.createElement('div');
  root.innerHTML = firstPaint.staticShellHtml;
  document.body.append(root);
  firstPaint.personalize();
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

afterEach(() => {
  sessionStore.getState().logout?.();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

test.each(['/', '/tournaments', '/game'])(
  "a visitor's static header at %s is the one React renders",
  (path) => {
    expect(staticHeader(path)).toEqual(reactHeader(path));
  },
);

test("a logged-in user's static header is the one React renders (avatar still loading)", () => {
  sessionStore.getState().login(NEO);
  expect(localStorage.getItem('userinfo')).toContain('token');
  expect(staticHeader('/')).toEqual(reactHeader('/'));
});

test('the static hero is on "/" only', () => {
  window.history.replaceState(null, '', '/blogs');
  const root = document.createElement('div');
  root.innerHTML = firstPaint.staticShellHtml;
  document.body.append(root);
  firstPaint.personalize();
  expect(root.querySelector('.home-hero')).toBeNull();
  expect(root.querySelector('main')).not.toBeNull();
  root.remove();
});

test.each([
  ['/tournaments', 'Pro Tournaments'],
  ['/tournamentsSCRIMS', 'Daily Scrims'],
  ['/blogs', null],
])('at %s the static page shown is %s, and no other', (path, title) => {
  window.history.replaceState(null, '', path);
  const root = document.createElement('div');
  root.innerHTML = firstPaint.staticShellHtml;
  document.body.append(root);
  firstPaint.personalize();
  const pages = [...root.querySelectorAll('[data-static-page]')];
  expect(pages.map((page) => page.querySelector('h1')?.textContent ?? null)).toEqual(
    title ? [title] : [],
  );
  expect(pages.every((page) => !page.hasAttribute('hidden'))).toBe(true);
  root.remove();
});
