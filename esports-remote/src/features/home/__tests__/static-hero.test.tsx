import { renderWithQuery } from '../../../testing/render';
import { Hero } from '../components/hero';
import { elementShape } from '@bgmi/shared/testing/element-shape';

// The shell paints this static hero before the remote loads (esports-remote/static-hero.js,
// build-time CommonJS); React's hero then replaces it, so any difference is a visible jump.
const { heroHtml, homeCss } = require('../../../../static-hero') as {
  heroHtml: string;
  homeCss: () => string;
};

test("the static hero is a visitor's React hero, element for element", () => {
  const { container } = renderWithQuery(<Hero />, { path: '/' });
  const parsed = document.createElement('div');
  parsed.innerHTML = heroHtml;
  expect(elementShape(parsed.firstElementChild!)).toEqual(
    elementShape(container.firstElementChild!),
  );
});

test("the static hero's styles are the home page's stylesheet", () => {
  expect(homeCss()).toContain('.home-hero {');
  expect(homeCss()).toContain('.home-title {');
});
