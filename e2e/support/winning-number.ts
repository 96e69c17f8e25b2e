import type { Page } from '@playwright/test';

/**
 * The number game on /game ends a round every ROUND_SECONDS (20 s in the e2e run) and opens its
 * "Winning Number" dialog over the page. A ledger flow on /game does not wait for rounds, so the
 * dialog can open in the middle of a step and take a click meant for the page (seen in CI: "Save
 * Bets" under the dialog's backdrop until the test timed out). Specs that are not about the
 * number game close it whenever it shows, as an operator would.
 */
export async function closeWinningNumberWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: 'Winning Number' }),
    async (dialog) => {
      await dialog.getByRole('button', { name: 'Close' }).click();
    },
  );
}
