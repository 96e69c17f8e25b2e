// Route switch time at 1x CPU (desktop viewport, logged in): from the link's press to the frame
// where the new page's heading is shown and nothing in <main> is still loading (page chunk and
// its first data both arrived). Each switch starts from a settled "/" in a fresh context.
import { chromium } from 'playwright-core';

const SWITCHES = [
  // Within the esports side: the header's link.
  {
    name: 'within a side (/ -> /tournaments)',
    link: 'Pro Tournaments',
    heading: 'Pro Tournaments',
  },
  // To the jantri side: no header link leads there, so the router is told as a link would.
  {
    name: 'other side (/ -> /game)',
    path: '/game',
    heading: 'Game Page - Place Bets and View Results',
  },
];

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** One round: each switch once; returns { [name]: ms }. */
export async function routeSwitchRound(browser, shellUrl, userinfo) {
  const times = {};
  for (const item of SWITCHES) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((info) => {
      if (!localStorage.getItem('userinfo')) localStorage.setItem('userinfo', JSON.stringify(info));
    }, userinfo);
    const page = await context.newPage();
    await page.goto(shellUrl);
    await page.getByText('Our Services').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // A visitor reads the page a moment before following a link.
    await page.waitForTimeout(1500);
    times[item.name] = await page.evaluate(
      ({ link, path, heading }) =>
        new Promise((resolve) => {
          const start = performance.now();
          if (link) {
            const anchor = [...document.querySelectorAll('header a')].find(
              (a) => a.textContent.trim() === link,
            );
            anchor.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
            anchor.click();
          } else {
            history.pushState({ idx: (history.state?.idx ?? 0) + 1 }, '', path);
            dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
          }
          const check = () => {
            const main = document.querySelector('main');
            const h1 = main?.querySelector('h1');
            if (h1?.textContent.trim() === heading && !main.querySelector('.page-loading')) {
              resolve(performance.now() - start);
            } else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
      item,
    );
    await context.close();
  }
  return times;
}
