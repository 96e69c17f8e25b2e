import { expect, type Page } from '@playwright/test';
import { api, createUser, loginAs, runAdmin, type E2EUser } from './api';
import { makeTeam, registerTeam, type E2ETeam } from './teams';

// Testing kits: the set-up the English specs and their Hindi twins share (issue 23), made
// through the real API so each spec spends its time on the screens it checks.

/** Logs `user` in on `page`; in Hindi, the stored choice the next page load reads. */
export async function loginIn(page: Page, user: E2EUser, language: 'en' | 'hi' = 'en') {
  await loginAs(page, user);
  if (language === 'hi') await page.evaluate(() => localStorage.setItem('bgmi_lang', 'hi'));
}

interface EventKit {
  /** The event's title before its unique tail. */
  title: string;
  slots: number;
  /** How many teams of 4 register, and the join message their players send. */
  teams: number;
  message: string;
}

/**
 * An organiser (made one by the admin CLI) with a tournament starting in 3 hours and `teams`
 * registered teams of 4, in registration order; `start` is its start (ms).
 */
export async function organiserEvent(prefix: string, kit: EventKit) {
  const organiser = await createUser(`${prefix}org`);
  expect(await runAdmin('make-organizer', organiser.bgmiUserId)).toContain('organiser');
  const start = Date.now() + 3 * 60 * 60_000;
  const created = await api<{ data: { _id: string } }>(
    'organizer/create-event',
    {
      kind: 'tournament',
      title: `${kit.title} ${Date.now().toString(36)}`,
      map: 'Erangel',
      slots: kit.slots,
      sessionStartTime: new Date(start).toISOString(),
      sessionEndTime: new Date(start + 6 * 60 * 60_000).toISOString(),
    },
    organiser.auth_token,
  );
  expect(created.status).toBe(200);
  const eventId = created.body.data._id;
  const teams: E2ETeam[] = [];
  for (let i = 0; i < kit.teams; i += 1) {
    const team = await makeTeam(`${prefix}${i}`, kit.message);
    expect((await registerTeam(eventId, team)).status).toBe(200);
    teams.push(team);
  }
  return { organiser, eventId, teams, start };
}

interface BookKit {
  name?: string;
  clients: Record<string, unknown>[];
  games?: { game_name: string; short_name: string }[];
}

/** An operator with his clients and games (Delhi Bazar by default) made through the API. */
export async function operatorWithBook(prefix: string, kit: BookKit): Promise<E2EUser> {
  const operator = await createUser(prefix, kit.name);
  const token = operator.auth_token;
  for (const client of kit.clients) {
    expect((await api('add-jantri-client', client, token)).status).toBe(200);
  }
  for (const game of kit.games ?? [{ game_name: 'Delhi Bazar', short_name: 'DB' }]) {
    expect((await api('add-jantri-game', game, token)).status).toBe(200);
  }
  return {
    ...operator,
    user_clients: kit.clients.map((c) => String(c.client_name)),
    user_games: (kit.games ?? [{ game_name: 'Delhi Bazar' }]).map((g) => g.game_name),
  };
}

/**
 * Screenshots of the page at 1280 and 360 px into SHOTS_DIR when it is set (checked by eye),
 * the page's own size restored after.
 */
export async function shotsInDir(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize()!;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width < 500 ? 760 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** The cutting screen's words in each language (what the English and Hindi specs both fill). */
const CUTTING_WORDS = {
  en: {
    client: 'Client',
    game: 'Game',
    number: 'Cutting Number Rs.',
    haruf: 'Cutting Haruf Rs.',
    done: 'Done',
  },
  hi: {
    client: 'क्लाइंट',
    game: 'गेम',
    number: 'कटिंग नंबर रु.',
    haruf: 'कटिंग हरूफ़ रु.',
    done: 'कटिंग करें',
  },
};

/** Cuts a client's book of a game from /gameCutting, landing on the cut page. */
export async function cutBook(
  page: Page,
  language: 'en' | 'hi',
  cut: { client: string; game: string; number: string; haruf: string },
) {
  const words = CUTTING_WORDS[language];
  await page.goto('/gameCutting');
  await page.getByLabel(words.client, { exact: true }).selectOption(cut.client);
  await page.getByLabel(words.game, { exact: true }).selectOption(cut.game);
  await page.getByPlaceholder(words.number).fill(cut.number);
  await page.getByPlaceholder(words.haruf).fill(cut.haruf);
  await page.getByRole('button', { name: words.done }).click();
  await expect(page).toHaveURL(/\/cutpage$/);
}

/** Fills the Add Client form (English) with a client's terms; the caller submits it. */
export async function fillClientForm(
  page: Page,
  client: { name: string; lc: string; rate: string; patti: string },
) {
  await page.getByLabel('Client Name').fill(client.name);
  await page.getByLabel('LC (loss commission %)').fill(client.lc);
  await page.getByLabel('Passing Rate').fill(client.rate);
  await page.getByLabel('Patti (%)').fill(client.patti);
}
