import { renderFirstPaint } from '@bgmi/shared/first-paint';
import { sessionStore, type UserInfo } from '@bgmi/shared';
import { renderWithQuery } from '../../../testing/render';
import { Hero } from '../components/hero';
import { elementShape } from '@bgmi/shared/testing/element-shape';
import { firstPaint } from '../../../deploy';

// The deploy publishes "/"'s first paint rendered from these components (src/deploy.tsx); the
// shell's HTML paints it before the remote loads and React's hero then takes the same boxes.
const rendered = renderFirstPaint(firstPaint)['/']!;

function heroOf(html: string) {
  const parsed = document.createElement('div');
  parsed.innerHTML = html;
  return elementShape(parsed.querySelector('.home-hero')!);
}

afterEach(() => sessionStore.getState().logout());

test("the published hero is a visitor's React hero, element for element", () => {
  const { container } = renderWithQuery(<Hero />, { path: '/' });
  expect(heroOf(rendered.html)).toEqual(elementShape(container.firstElementChild!));
});

test("the published logged-in hero is a user's React hero, name filled in", () => {
  sessionStore.getState().login({ name: 'Neo Rao', auth_token: 'token' } as UserInfo);
  const { container } = renderWithQuery(<Hero />, { path: '/' });
  // One text node in the published HTML, three in React's DOM: the same words in the same box.
  container.normalize();
  expect(heroOf(rendered.userHtml!.replace('{{name}}', 'Neo Rao'))).toEqual(
    elementShape(container.firstElementChild!),
  );
});

test("the published page carries the home page's stylesheet", () => {
  expect(firstPaint['/']?.css).toEqual(['features/esports-events-home/esports-events-home.css']);
});
