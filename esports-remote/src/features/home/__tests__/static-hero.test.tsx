import { renderWithQuery } from '../../../testing/render';
import { Hero } from '../components/hero';

// The shell paints this static hero before the remote loads (esports-remote/static-hero.js,
// build-time CommonJS); React's hero then replaces it, so any difference is a visible jump.
const { heroHtml, homeCss } = require('../../../../static-hero') as {
  heroHtml: string;
  homeCss: () => string;
};

/** Tag, attributes (sorted) and text of an element tree: what decides the boxes and words. */
function shape(element: Element): unknown {
  const attributes = [...element.attributes]
    .filter((attribute) => attribute.name !== 'data-discover')
    .map((attribute) => `${attribute.name}=${attribute.value}`)
    .sort();
  const children = [...element.childNodes]
    .map((node) =>
      node.nodeType === Node.ELEMENT_NODE
        ? shape(node as Element)
        : (node.textContent ?? '').replace(/\s+/g, ' '),
    )
    .filter((child) => child !== '');
  return [element.tagName.toLowerCase(), attributes, children];
}

test("the static hero is a visitor's React hero, element for element", () => {
  const { container } = renderWithQuery(<Hero />, { path: '/' });
  const parsed = document.createElement('div');
  parsed.innerHTML = heroHtml;
  expect(shape(parsed.firstElementChild!)).toEqual(shape(container.firstElementChild!));
});

test("the static hero's styles are the home page's stylesheet", () => {
  expect(homeCss()).toContain('.home-hero {');
  expect(homeCss()).toContain('.home-title {');
});
