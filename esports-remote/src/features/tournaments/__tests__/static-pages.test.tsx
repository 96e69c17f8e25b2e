import type { ComponentType } from 'react';
import { renderWithQuery } from '../../../testing/render';
import TournamentsPage from '../components/tournaments-page';
import ScrimsTournamentsPage from '../components/scrims-tournaments-page';
import { elementShape } from '@bgmi/shared/testing/element-shape';

// The shell paints these static pages before the remote loads (esports-remote/static-pages.js,
// build-time CommonJS); React's page then replaces its static twin, so any difference is a
// visible jump (and a later, larger paint would move the largest contentful paint).
const { staticPages } = require('../../../../static-pages') as {
  staticPages: Record<string, string>;
};

const pages: [string, ComponentType][] = [
  ['/tournaments', TournamentsPage],
  ['/tournamentsSCRIMS', ScrimsTournamentsPage],
];

test.each(pages)(
  "the static page at %s is React's first render, element for element",
  (path, Page) => {
    // The first render: the list is still on its way (its loading line shows).
    const { container } = renderWithQuery(<Page />, { path });
    const parsed = document.createElement('div');
    parsed.innerHTML = staticPages[path]!;
    expect(elementShape(parsed.firstElementChild!)).toEqual(
      elementShape(container.firstElementChild!),
    );
  },
);

test('every static page is a page of the esports side', () => {
  expect(Object.keys(staticPages).sort()).toEqual(pages.map(([path]) => path).sort());
});
