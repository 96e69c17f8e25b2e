// How the scripts launch Debian's Chromium (playwright-core): headless, and none of its
// background calls home, so a measurement or a screenshot sees only the page's own traffic.
// e2e/playwright.config.ts gives the tests' browser these same options (chromium.d.mts types them).
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
