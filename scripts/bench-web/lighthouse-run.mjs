// One Lighthouse run (mobile emulation, its default simulated 4x CPU and slow 4G) in a fresh
// Debian Chromium profile. A logged-in run stores the userinfo first on a same-origin URL that
// loads no script, so the measured load starts with an empty cache like the anonymous ones.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { cpuBlockingTime } from './cpu-blocking-time.mjs';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** @returns {Promise<{ score: number, lcp: number, fcp: number, cls: number, tbt: number, cpuTbt: number }>} */
export async function lighthouseRun(url, userinfo) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    if (userinfo) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await page.goto(new URL('/runtime-config.json', url).href);
      await page.evaluate(
        (info) => localStorage.setItem('userinfo', JSON.stringify(info)),
        userinfo,
      );
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The profile is new: keep the stored login (no cache to clear anyway).
      disableStorageReset: Boolean(userinfo),
    });
    const audits = result.lhr.audits;
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    // BENCH_WEB_LHR_DIR keeps each report (the LCP element, long tasks, request chains) to read.
    const dir = process.env.BENCH_WEB_LHR_DIR;
    if (dir) {
      fs.mkdirSync(dir, { recursive: true });
      const name = `${new URL(url).port}${new URL(url).pathname.replace(/\//g, '_')}-${Date.now()}.json`;
      fs.writeFileSync(path.join(dir, name), result.report);
    }
    return {
      score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cpuTbt: cpuBlockingTime(result.artifacts.Trace) ?? NaN,
    };
  } finally {
    await chrome.kill();
  }
}
