import { expect, type Page } from '@playwright/test';
import { api, loginAs, type E2EUser } from './api';

// What the esports events specs (esports-events.spec.ts, esports-registration.spec.ts) share: a
// login as one of the demo seed's users (Team Phoenix: ace_player leads, blaze/cobra/dash are
// members) and an event's card.

export async function demoLogin(page: Page, bgmiUserId: string): Promise<E2EUser> {
  const answer = await api<{ data: Omit<E2EUser, 'password'> }>('user/login', {
    bgmiUserId,
    password: 'demo1234',
  });
  expect(answer.status).toBe(200);
  const user = { ...answer.body.data, password: 'demo1234' };
  await loginAs(page, user);
  return user;
}

export const card = (page: Page, title: string) => page.getByRole('article', { name: title });
