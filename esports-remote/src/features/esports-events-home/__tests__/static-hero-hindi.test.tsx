import { act } from '@testing-library/react';
import { renderFirstPaintAll } from '@bgmi/shared/first-paint';
import { switchLanguage } from '@bgmi/shared/i18n';
import { elementShape } from '@bgmi/shared/testing/element-shape';
import { renderWithQuery } from '../../../testing/render';
import { Hero } from '../components/hero';
import { firstPaint } from '../../../deploy';

// The deploy publishes each first paint in both languages (English as before, Hindi under `hi`):
// the static server paints the reader's, and React's hero in that language takes the same boxes.
function heroOf(html: string) {
  const parsed = document.createElement('div');
  parsed.innerHTML = html;
  return elementShape(parsed.querySelector('.home-hero')!);
}

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

test("the published Hindi hero is a visitor's React hero in Hindi, the English one stays", async () => {
  const rendered = (await renderFirstPaintAll(firstPaint))['/']!;
  expect(rendered.html).toContain('Train. Scrim. Compete. Win.');
  expect(rendered.hi?.html).toContain('स्क्रिम खेलो');
  expect(rendered.hi?.userHtml).toContain('फिर से स्वागत है, {{name}}!');
  await act(() => switchLanguage('hi'));
  const { container } = renderWithQuery(<Hero />, { path: '/' });
  expect(heroOf(rendered.hi!.html)).toEqual(elementShape(container.firstElementChild!));
});

test('every published page has its Hindi render', async () => {
  const rendered = await renderFirstPaintAll(firstPaint);
  expect(rendered['/tournaments']?.hi?.html).toContain('प्रो टूर्नामेंट');
  expect(rendered['/tournamentsSCRIMS']?.hi?.html).toContain('डेली स्क्रिम');
});
