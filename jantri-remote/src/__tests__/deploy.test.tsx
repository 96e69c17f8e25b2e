import { renderFirstPaintIn, type RenderedFirstPaint } from '@bgmi/shared/first-paint';
import { RequireLogin, sessionStore } from '@bgmi/shared';
import { elementShape } from '@bgmi/shared/testing/element-shape';
import { renderPage } from '../testing/render';
import { JANTRI_ROUTES } from '../routes';
import { firstPaint } from '../deploy';
import GameRoute from '../app/game-route';
import { mockApi, NO_ANSWER } from '@bgmi/shared/testing/mock-api';

// The page connects the socket when it opens: not here.
jest.mock('@bgmi/shared', () => ({
  ...jest.requireActual('@bgmi/shared'),
  connectSocket: jest.fn(),
}));

// The deploy publishes a first paint for each page behind a login prompt (src/deploy.tsx): a
// visitor's is the prompt the shell's router shows there, a logged-in user's is empty but on /game.
// As the build renders them: the catalogues and the message formatter loaded first (the game
// page's words have values).
let rendered: Record<string, RenderedFirstPaint>;
beforeAll(async () => {
  rendered = await renderFirstPaintIn(firstPaint, 'en');
});
const promptPaths = JANTRI_ROUTES.filter((route) => 'login' in route && route.login === 'prompt');

function shapeOf(html: string) {
  const parsed = document.createElement('div');
  parsed.innerHTML = html;
  // The server marks a <select>'s chosen option with an attribute, React sets the same property.
  parsed
    .querySelectorAll('option[selected]')
    .forEach((option) => option.removeAttribute('selected'));
  return elementShape(parsed.firstElementChild!);
}

test('every login-prompt page has a first paint, and no other page', () => {
  expect(Object.keys(rendered).sort()).toEqual(promptPaths.map((route) => route.path).sort());
});

test("a visitor's first paint of /game is the router's login prompt, element for element", () => {
  const { container } = renderPage(
    <RequireLogin rule="prompt">
      <p>game</p>
    </RequireLogin>,
    '/game',
  );
  expect(shapeOf(rendered['/game']!.html)).toEqual(elementShape(container.firstElementChild!));
  expect(rendered['/game']!.html).toContain('Please login first');
});

test("a logged-in user's first paint of /game is the page as drawn while its round loads", () => {
  // React's first render for a user with no wallet, clients or games yet, the round on its way.
  sessionStore.getState().login({ userId: 'u1', name: 'Riya', auth_token: 'token' } as never);
  mockApi('game-session', NO_ANSWER);
  const { container } = renderPage(
    <RequireLogin rule="prompt">
      <GameRoute />
    </RequireLogin>,
    '/game',
  );
  container.normalize(); // React writes `₹{total}` as two text nodes, the HTML as one
  expect(shapeOf(rendered['/game']!.userHtml!)).toEqual(elementShape(container.firstElementChild!));
  expect(rendered['/game']!.userHtml).toContain('Loading game...');
  expect(rendered['/game']!.userHtml).toContain('data-number="42"');
  // Its controls carry tap keys: a tap before the page is live is replayed (shell replay-tap.ts).
  expect(rendered['/game']!.userHtml).toContain('data-tap="game-cell-42"');
  // The off mode adds its note above the grid: the static server paints nothing there.
  expect(firstPaint['/game']!.userMoneyModes).toEqual(['demo', 'real']);
});

test("a logged-in user's first paint of another page is an empty hidden element (it waits for its data)", () => {
  const other = promptPaths.find((route) => route.path !== '/game')!;
  expect(rendered[other.path]!.userHtml).toBe('<span hidden=""></span>');
});
