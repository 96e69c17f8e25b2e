// Takes a full-page screenshot with Debian's Chromium: node scripts/screenshot.mjs URL OUT.png [width] [height]
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
const [, , url, out, w = '1280', h = '800'] = process.argv;
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
page.on('console', (m) => {
  if (m.type() === 'error') console.log('console error:', m.text());
});
page.on('pageerror', (e) => console.log('page error:', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
await page.screenshot({ path: out, fullPage: true });
console.log('title:', await page.title());
await browser.close();
