import { readStoredUserInfo } from '../session/user-info';
import { ACE } from './ace';

const user = ACE;

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.resetModules();
    delete (globalThis as Record<string, unknown>).__BGMI_SESSION_STORE__;
  });

  it('persists userinfo under the key userinfo as the plain object, and removes it on logout', async () => {
    const { sessionStore } = await import('../session/session-store');
    sessionStore.getState().login(user);
    expect(JSON.parse(localStorage.getItem('userinfo') ?? '{}')).toMatchObject({
      name: 'Ace',
      auth_token: 'tok',
    });
    const { writeAccount, accountKey } = await import('../session/account-cache');
    const { QueryClient } = await import('@tanstack/react-query');
    const client = new QueryClient();
    writeAccount(client, { wallet: 75.5 });
    expect(JSON.parse(localStorage.getItem('userinfo') ?? '{}').wallet).toBe(75.5);
    expect(client.getQueryData(accountKey('u1'))).toEqual({
      wallet: 75.5,
      user_clients: [],
      user_games: [],
    });
    // The identity changes without touching the wallet the account query wrote.
    sessionStore.getState().updateUserinfo({ name: 'Ace Two' });
    expect(JSON.parse(localStorage.getItem('userinfo') ?? '{}')).toMatchObject({
      name: 'Ace Two',
      wallet: 75.5,
    });
    sessionStore.getState().logout();
    expect(localStorage.getItem('userinfo')).toBeNull();
  });

  it('clears stored user data that has no auth token', () => {
    localStorage.setItem('userinfo', JSON.stringify({ ...user, auth_token: '' }));
    expect(readStoredUserInfo()).toBeNull();
    expect(localStorage.getItem('userinfo')).toBeNull();
    localStorage.setItem('userinfo', '{corrupt');
    expect(readStoredUserInfo()).toBeNull();
  });

  it('is created once per page even when the module is evaluated twice (two containers)', async () => {
    const first = (await import('../session/session-store')).sessionStore;
    jest.resetModules();
    const second = (await import('../session/session-store')).sessionStore;
    expect(second).toBe(first);
  });

  it('remembers the subscribe e-mail with the sign-up flag in local storage', async () => {
    const { sessionStore } = await import('../session/session-store');
    sessionStore.getState().rememberSignUpEmail('fan@example.com');
    expect(localStorage.getItem('prefillEmail')).toBe('fan@example.com');
    expect(localStorage.getItem('openSignUp')).toBe('true');
    sessionStore.getState().clearPrefill();
    expect(localStorage.getItem('prefillEmail')).toBeNull();
  });
});
