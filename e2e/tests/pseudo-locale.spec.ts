import { expect, test, type Page } from '@playwright/test';
import { demoLogin } from '../support/api';

// Issue 23: every string a person reads comes from a catalogue. In the pseudo-locale every
// catalogue string is marked ⟦…⟧ (shared/src/i18n/message-format.ts, `pseudo`); this visits
// every route of both sides, as a visitor and logged in, and fails on any visible text (or
// aria-label, placeholder, title, alt) with letters that is neither marked, nor data the page
// got from the API, nor what Intl formatting writes (dates, times), nor a brand name.

const BRANDS = ['BGMI Arena', 'BGMI', 'Instagram', 'YouTube', 'Discord', 'WhatsApp', 'B'];
/** Offered in their own script by design (the language switch), and react-toastify's own
 * progress-bar label, which it does not let a page set. */
const OWN_NAMES = ['English', 'हिन्दी', 'notification timer'];
/** What Intl writes for dates and times in en-IN (the pseudo-locale formats as English). */
const INTL_WORDS = new Set(
  [
    'jan feb mar apr may jun jul aug sep sept oct nov dec',
    'january february march april june july august september october november december',
    'mon tue wed thu fri sat sun am pm ist gmt utc',
    'now ago in second seconds minute minutes hour hours day days week weeks month months',
    'year years yesterday today tomorrow min sec hr',
  ]
    .join(' ')
    .split(' '),
);

/** Every string and number in an API answer (the data a page shows as it came). */
function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value.toLowerCase());
  else if (typeof value === 'number') into.add(String(value));
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) collectStrings(item, into);
}

async function watchData(page: Page): Promise<Set<string>> {
  const data = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().includes('/BGMI/')) return;
    try {
      collectStrings(await response.json(), data);
    } catch {
      // not JSON (an image): nothing a person reads as text
    }
  });
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const text = String(payload);
      const json = text.slice(text.search(/[[{]/));
      try {
        collectStrings(JSON.parse(json), data);
      } catch {
        // a ping or a handshake
      }
    }),
  );
  return data;
}

/** The text a person can see or hear on the page, each piece once. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      return (
        style.visibility !== 'hidden' && style.display !== 'none' && el.getClientRects().length
      );
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      // Not words to translate: marked so (names, contacts, search terms) or typed input shown
      // as code (the bet forms an operator types).
      if (parent.closest('[translate="no"], code, kbd, samp, pre')) continue;
      if (node.data.trim() && visible(parent)) out.add(node.data.trim());
    }
    for (const el of document.body.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
      if (!visible(el) || el.closest('[translate="no"]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.add(value);
      }
    }
    return [...out];
  });
}

/** The part of a text that is neither marked, nor data, nor Intl's, nor a brand: should be none. */
function untranslated(text: string, data: Set<string>): string | null {
  // Innermost marks first: a message may carry another's words as a value.
  let rest = text;
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  for (const brand of [...BRANDS, ...OWN_NAMES]) rest = rest.split(brand).join(' ');
  const words = rest.match(/[\p{L}\p{M}]+/gu) ?? [];
  const odd = words.filter((word) => {
    const lower = word.toLowerCase();
    if (INTL_WORDS.has(lower)) return false;
    for (const value of data) if (value.includes(lower)) return false;
    return true;
  });
  return odd.length ? odd.join(' ') : null;
}

async function routePaths(page: Page): Promise<string[]> {
  const config = await (await page.request.get('/runtime-config.json')).json();
  const routes = Object.values(config.deploys as Record<string, { routes: { path: string }[] }>)
    .flatMap((deploy) => deploy.routes.map((route) => route.path))
    .filter((path) => !path.includes(':') && !path.includes('*'));
  return ['/login', ...new Set(routes)];
}

async function sweep(page: Page, label: string): Promise<string[]> {
  await page.addInitScript(() => localStorage.setItem('bgmi_lang', 'pseudo'));
  const data = await watchData(page);
  const problems: string[] = [];
  for (const path of await routePaths(page)) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    for (const text of await visibleTexts(page)) {
      const odd = untranslated(text, data);
      if (odd) problems.push(`${label} ${path}: "${text.slice(0, 80)}" (${odd})`);
    }
  }
  return problems;
}

test('as a visitor, every route reads only catalogue strings', async ({ page }) => {
  test.setTimeout(240_000);
  expect(await sweep(page, 'visitor')).toEqual([]);
});

test('logged in (an operator and organiser), every route reads only catalogue strings', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await demoLogin(page, 'ledger_operator');
  expect(await sweep(page, 'logged-in')).toEqual([]);
});
