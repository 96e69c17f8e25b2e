import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import type { UserInfo } from '@bgmi/shared';
import { API_URL, e2eEnv } from './ports';

let counter = 0;

/** A signed-up user: the stored userinfo's fields the API always answers, and the password. */
export interface E2EUser extends Pick<
  UserInfo,
  | '_id'
  | 'userId'
  | 'username'
  | 'bgmiUserId'
  | 'name'
  | 'auth_token'
  | 'wallet'
  | 'user_clients'
  | 'user_games'
> {
  password: string;
}

/** POST /BGMI/<path> to the real API (no stubs), returning the parsed answer. */
export async function api<T = Record<string, unknown>>(
  pathName: string,
  body: unknown,
  token?: string,
) {
  const response = await fetch(`${API_URL}/BGMI/${pathName}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as T & { status: boolean; message: string },
  };
}

/** A new user through the real sign-up call; unique per call. */
export async function createUser(
  prefix = 'e2e',
  name?: string,
  options: { confirmAge?: boolean } = {},
): Promise<E2EUser> {
  counter += 1;
  const bgmiUserId = `${prefix}_${Date.now().toString(36)}_${counter}`;
  const password = 'e2e-pass-1';
  const answer = await api<{ data: Omit<E2EUser, 'password'> }>('user/signup', {
    fullName: name ?? `E2E ${prefix} ${counter}`,
    bgmiUserId,
    email: `${bgmiUserId}@example.com`,
    phone: '9000000000',
    password,
    confirmPassword: password,
  });
  if (answer.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
  // Real money mode: the user confirms an adult date of birth once (the age gate's call).
  if (options.confirmAge !== false) {
    const age = await api(
      'money/confirm-age',
      { date_of_birth: '1990-01-01', confirm_18: true },
      answer.body.data.auth_token,
    );
    if (age.status !== 200) throw new Error(`age gate failed: ${JSON.stringify(age.body)}`);
  }
  return { ...answer.body.data, password };
}

/**
 * Logs a user in the way the site itself does after a successful login: the stored userinfo.
 * Tests of the login form itself go through the UI instead.
 */
export async function loginAs(page: Page, user: E2EUser): Promise<void> {
  await page.goto('/terms');
  await page.evaluate((info) => {
    const { password: _password, ...userinfo } = info;
    localStorage.setItem('userinfo', JSON.stringify(userinfo));
  }, user);
}

/** Logs in as a user of the demo seed (password demo1234) through the real login call. */
export async function demoLogin(page: Page, bgmiUserId: string): Promise<E2EUser> {
  const answer = await api<{ data: Omit<E2EUser, 'password'> }>('user/login', {
    bgmiUserId,
    password: 'demo1234',
  });
  if (answer.status !== 200) throw new Error(`demo login failed: ${JSON.stringify(answer.body)}`);
  const user = { ...answer.body.data, password: 'demo1234' };
  await loginAs(page, user);
  return user;
}

/** Runs the admin CLI against the running e2e server, as an operator would. */
export async function runAdmin(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'src/cli/admin.ts', ...args], {
    cwd: path.resolve(__dirname, '..', '..', 'server'),
    env: { ...process.env, ...e2eEnv(), API_URL },
  });
  return stdout;
}
