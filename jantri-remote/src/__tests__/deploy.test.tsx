import { renderFirstPaint } from '@bgmi/shared/first-paint';
import { RequireLogin } from '@bgmi/shared';
import { elementShape } from '@bgmi/shared/testing/element-shape';
import { renderPage } from '../testing/render';
import { JANTRI_ROUTES } from '../routes';
import { firstPaint } from '../deploy';

// The deploy publishes a first paint for each page behind a login prompt (src/deploy.tsx): a
// visitor's is the prompt the shell's router shows there, a logged-in user's is empty.
const rendered = renderFirstPaint(firstPaint);
const promptPaths = JANTRI_ROUTES.filter((route) => 'login' in route && route.login === 'prompt');

function shapeOf(html: string) {
  const parsed = document.createElement('div');
  parsed.innerHTML = html;
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

test("a logged-in user's first paint is an empty hidden element (the page waits for its data)", () => {
  expect(rendered['/game']!.userHtml).toBe('<span hidden=""></span>');
});
