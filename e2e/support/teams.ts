import { expect, type Browser, type Page } from '@playwright/test';
import { api, createUser, loginAs, type E2EUser } from './api';

export interface E2ETeam {
  name: string;
  leader: E2EUser;
  members: string[];
}

/**
 * A team through the real team calls: create, `joiners` join requests (with `message`) and as
 * many accepts; 4 players unless told. `members` are the bgmiUserIds, the leader first.
 */
export async function makeTeam(
  prefix: string,
  message = 'Scrim squad',
  joiners = 3,
): Promise<E2ETeam> {
  const leader = await createUser(`${prefix}l`);
  const name = `${prefix.toUpperCase()} ${Date.now().toString(36)}`;
  const created = await api(
    'create-team',
    { team_name: name, bgmiUserId: leader.bgmiUserId },
    leader.auth_token,
  );
  expect(created.status).toBe(200);
  const members = [leader.bgmiUserId];
  for (let i = 0; i < joiners; i += 1) {
    const player = await createUser(`${prefix}${i}`);
    const join = {
      team_name: name,
      bgmiUserId: player.bgmiUserId,
      name: player.name,
      player_id: player._id,
      message,
    };
    expect((await api('add-player-to-team', join, player.auth_token)).status).toBe(200);
    const accept = {
      bgmiUserId: leader.bgmiUserId,
      team_name: name,
      reqBgmiUserId: player.bgmiUserId,
      action: 'accept',
    };
    expect((await api('handle-join-request', accept, leader.auth_token)).status).toBe(200);
    members.push(player.bgmiUserId);
  }
  return { name, leader, members };
}

/**
 * A page in its own browser context (own storage, own socket), logged in as `user` (none: a
 * visitor), at `path`; `viewport` unset keeps Playwright's default.
 */
export async function openAs(
  browser: Browser,
  user: E2EUser | null,
  path: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const page = await (await browser.newContext(viewport ? { viewport } : undefined)).newPage();
  if (user) await loginAs(page, user);
  await page.goto(path);
  return page;
}

/** The team's leader registers it for an event with all its members (the real API call). */
export const registerTeam = (eventId: string, team: E2ETeam) =>
  api(
    'register-tournament',
    {
      tournament_id: eventId,
      team_name: team.name,
      bgmiUserId: team.leader.bgmiUserId,
      selectedPlayers: team.members,
    },
    team.leader.auth_token,
  );
