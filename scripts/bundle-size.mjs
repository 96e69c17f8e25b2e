// `npm run size`: the gzip size of the JavaScript a first visit to "/" loads (shell, shared
// singletons and the esports home page), measured in Debian's Chromium against the production
// builds, beside its anchors built in the same run (React + react-dom + router alone; a minimal
// Module Federation host + remote). Prints one row per file, the totals and the ratios, then
// apart what the shell prefetches once "/" is complete and the browser idle (waited for, so the
// figure is the same each run); exits 1 above the budget or when a page did not complete.
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { serveSites } from './anchors/serve-sites.mjs';
import { measureScripts } from './anchors/measure-scripts.mjs';

// 189.0 KB measured with one federation runtime per page (issue 14) plus a small margin; raised
// to 196 KB when the languages landed (issue 23: 190.1 -> 195.7 KB). Issue 26 cut it to 145.7 KB
// (zod and the contract out of the first load, the router and TanStack Query shared as the calls
// the sides make): that plus a small margin. Lower it again with each cut.
const BUDGET_KB = 147;
// Issue 26's goal: at most 1.25x the minimal federation pair.
const GOAL_RATIO_MF = 1.25;
const base = Number(process.env.SIZE_PORT_BASE ?? 4700);

// No API is needed to measure scripts; calls to it fail quietly.
const sites = await serveSites({ base, apiUrl: `http://localhost:${base + 9}` });
const browser = await chromium.launch(chromiumLaunchOptions);
let product, react, mf;
try {
  product = await measureScripts(browser, sites.product);
  react = await measureScripts(browser, sites.react);
  mf = await measureScripts(browser, sites.mf);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await browser.close();
  await sites.close();
}
if (process.exitCode) process.exit();

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
console.log(
  `\nJavaScript loaded by "/" (${product.scripts.length} files)\n   gzip KB    raw KB  file`,
);
for (const script of product.scripts) {
  const url = new URL(script.url);
  console.log(`${kb(script.gzip)}   ${kb(script.raw)}  :${url.port}${url.pathname}`);
}
if (product.idle.length) {
  // Loaded once the page was complete and the browser idle, for the pages a visitor may open
  // next (the header's pages, the other remote); listed apart, not part of the first load.
  console.log(
    `\nJavaScript prefetched later, once "/" was complete and the browser idle (${product.idle.length} files, not counted above)\n   gzip KB    raw KB  file`,
  );
  for (const script of product.idle) {
    const url = new URL(script.url);
    console.log(`${kb(script.gzip)}   ${kb(script.raw)}  :${url.port}${url.pathname}`);
  }
}
const ratio = (a, b) => `${(a / b).toFixed(2)}x`;
console.log('\n                                   gzip KB  files  "/" is');
const row = (label, measured) =>
  console.log(
    `${label.padEnd(34)}${kb(measured.total)}  ${String(measured.scripts.length).padStart(5)}  ${
      measured === product ? '' : ratio(product.total, measured.total)
    }`,
  );
row('"/" (product)', product);
row('anchor: React + react-dom + router', react);
row('anchor: minimal MF host + remote', mf);
console.log(
  `goal: at most ${GOAL_RATIO_MF}x the MF anchor (${((mf.total * GOAL_RATIO_MF) / 1024).toFixed(1)} KB)` +
    `; now ${ratio(product.total, mf.total)}`,
);
console.log(`\nTotal gzip: ${(product.total / 1024).toFixed(1)} KB (budget ${BUDGET_KB} KB)`);
console.log(
  `Prefetched once idle, after the first load: ${(product.idleTotal / 1024).toFixed(1)} KB gzip in ${product.idle.length} files`,
);
process.exit(product.total / 1024 > BUDGET_KB ? 1 : 0);
