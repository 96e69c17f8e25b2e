import { expect, test, type Page } from '@playwright/test';

// Issue 26: what the site loads ahead once a page has settled is downloaded, not run. The other
// side's entry and the header's pages arrive as <link rel="prefetch"> files (no task of the
// first page's evaluates them); following a header link runs its page from the cache.

const DONE = 'bgmi:idle-prefetch-done';

async function afterIdlePrefetch(page: Page) {
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, DONE, {
    timeout: 30_000,
  });
  return page.evaluate(async () => {
    const remotes = (window as { __BGMI_INLINE_CONFIG__?: { remotes: Record<string, string> } })
      .__BGMI_INLINE_CONFIG__!.remotes;
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    const assets = (await (
      await fetch(new URL('page-assets.json', remotes.esports!))
    ).json()) as Record<string, string[]>;
    return {
      prefetched: links.map((link) => link.href),
      jantriEntry: new URL('remoteEntry.js', remotes.jantri!).href,
      tournamentsFiles: assets.tournaments!.map((file) => new URL(file, remotes.esports!).href),
      jantriRan: 'jantri' in window,
      scripts: [...document.scripts].map((script) => script.src),
    };
  });
}

test("after / settles, the other side's entry and the header's pages are downloaded, not run", async ({
  page,
}) => {
  const statuses = new Map<string, number>();
  page.on('response', (response) => statuses.set(response.url(), response.status()));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible();
  const seen = await afterIdlePrefetch(page);
  expect(seen.prefetched).toContain(seen.jantriEntry);
  for (const file of seen.tournamentsFiles) expect(seen.prefetched).toContain(file);
  // Each fetched (the prefetch marks its end once every link has loaded).
  for (const href of seen.prefetched) expect(statuses.get(href), href).toBe(200);
  // Downloaded only: the jantri side's entry never ran, and no page script of Pro Tournaments did.
  expect(seen.jantriRan).toBe(false);
  expect(seen.scripts).not.toContain(seen.jantriEntry);
  for (const file of seen.tournamentsFiles) expect(seen.scripts).not.toContain(file);

  await page.getByRole('navigation').getByRole('link', { name: 'Pro Tournaments' }).click();
  await expect(page.getByRole('heading', { name: 'Pro Tournaments' })).toBeVisible();
});
