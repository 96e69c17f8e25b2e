import { replayHeldTap } from '../replay-tap';

// A tap on the static first paint (shell/first-paint.js holdTaps, inline in the page before any
// script) is held and replayed on the live control once React has drawn the page.
const { holdTaps } = require('../../../first-paint') as { holdTaps: () => void };

/** The static page as the static server paints it: a cell of /game's frame, and a plain link. */
function staticPage(root: HTMLElement): HTMLButtonElement {
  root.innerHTML =
    '<div data-static-page="/game"><button type="button" data-tap="game-cell-37">37</button>' +
    '<button type="button">no tap key</button></div>';
  return root.querySelector<HTMLButtonElement>('[data-tap]')!;
}

/** React's takeover: the static page replaced by the live one, whose cells count their taps. */
function livePage(root: HTMLElement): Record<string, number> {
  const taps: Record<string, number> = { 'game-cell-37': 0, 'game-cell-38': 0 };
  root.innerHTML = '';
  for (const key of Object.keys(taps)) {
    const cell = document.createElement('button');
    cell.setAttribute('data-tap', key);
    cell.addEventListener('click', () => (taps[key] = (taps[key] ?? 0) + 1));
    root.appendChild(cell);
  }
  return taps;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a tap on the static /game frame before the page is live', () => {
  let root: HTMLElement;
  beforeAll(() => holdTaps());
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    root = document.getElementById('root')!;
  });

  it('is replayed once on the same live control when React has drawn it', async () => {
    const cell = staticPage(root);
    cell.click();
    replayHeldTap(root);
    await settle();
    const taps = livePage(root);
    await settle();
    expect(taps).toEqual({ 'game-cell-37': 1, 'game-cell-38': 0 });
    root.appendChild(document.createElement('span')); // later renders replay nothing again
    await settle();
    expect(taps['game-cell-37']).toBe(1);
  });

  it('replays nothing when the frame was not tapped, or a control without a tap key was', async () => {
    staticPage(root);
    root.querySelector<HTMLButtonElement>('button:not([data-tap])')!.click();
    replayHeldTap(root);
    const taps = livePage(root);
    await settle();
    expect(taps).toEqual({ 'game-cell-37': 0, 'game-cell-38': 0 });
  });

  it('drops a held tap whose control never comes live in time', async () => {
    staticPage(root).click();
    replayHeldTap(root, 10);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const taps = livePage(root);
    await settle();
    expect(taps).toEqual({ 'game-cell-37': 0, 'game-cell-38': 0 });
  });
});
