import type { ComponentType } from 'react';
import { renderFirstPaint } from '@bgmi/shared/first-paint';
import { renderWithQuery } from '../../../testing/render';
import { mockAnyApi, NO_ANSWER } from '@bgmi/shared/testing/mock-api';
import TournamentsPage from '../components/tournaments-page';
import ScrimsTournamentsPage from '../components/scrims-tournaments-page';
import { elementShape } from '@bgmi/shared/testing/element-shape';
import { firstPaint } from '../../../deploy';

// The deploy publishes these pages' first paint rendered from their components (src/deploy.tsx);
// React's page then replaces its static twin, so any difference is a visible jump.
const rendered = renderFirstPaint(firstPaint);

const pages: [string, ComponentType][] = [
  ['/tournaments', TournamentsPage],
  ['/tournamentsSCRIMS', ScrimsTournamentsPage],
];

test.each(pages)(
  "the published page at %s is React's first render, element for element",
  (path, Page) => {
    // The first render: the list is still on its way (its loading line shows).
    mockAnyApi(NO_ANSWER);
    const { container } = renderWithQuery(<Page />, { path });
    const parsed = document.createElement('div');
    parsed.innerHTML = rendered[path]!.html;
    expect(elementShape(parsed.firstElementChild!)).toEqual(
      elementShape(container.firstElementChild!),
    );
  },
);

test('every published page is a route of the esports side', () => {
  expect(Object.keys(firstPaint).sort()).toEqual(['/', ...pages.map(([path]) => path)].sort());
});
