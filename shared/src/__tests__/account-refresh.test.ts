import { QueryClient } from '@tanstack/react-query';
import { accountKey, writeAccount } from '../session/account-cache';
import { fetchAccount } from '../session/account-refresh';
import { sessionStore } from '../session/session-store';
import { setRuntimeConfig } from '../config/runtime-config';
import { mockApi } from '../testing/mock-api';
import { ACE } from './ace';

const refreshAnswer = (wallet: number) => ({
  status: true,
  message: 'User refreshed',
  data: {
    _id: ACE.userId,
    userId: ACE.userId,
    username: ACE.username,
    bgmiUserId: ACE.bgmiUserId,
    name: ACE.name,
    email: 'ace@example.com',
    phone: '9000000000',
    wallet,
    isAdmin: false,
    isOrganizer: false,
    user_clients: ['Ramesh'],
    user_games: [],
  },
  updated_wallet: wallet,
  money_mode: 'demo',
});

describe('fetchAccount (the refresh call)', () => {
  beforeEach(() => {
    setRuntimeConfig({ apiUrl: 'http://api.test' });
    localStorage.clear();
    sessionStore.getState().login({ ...ACE, auth_token: 'tok', wallet: 0 });
  });

  it('writes the wallet and lists the server answers', async () => {
    mockApi('user/refresh', refreshAnswer(300));
    const client = new QueryClient();
    await fetchAccount(client);
    expect(client.getQueryData(accountKey(ACE.userId))).toMatchObject({
      wallet: 300,
      user_clients: ['Ramesh'],
    });
  });

  it('keeps a wallet written while the call was out (demo credits answered first)', async () => {
    mockApi('user/refresh', refreshAnswer(0));
    const client = new QueryClient();
    const refresh = fetchAccount(client);
    writeAccount(client, { wallet: 5000 });
    await refresh;
    expect(client.getQueryData(accountKey(ACE.userId))).toMatchObject({
      wallet: 5000,
      user_clients: ['Ramesh'],
    });
    expect(JSON.parse(localStorage.getItem('userinfo') ?? '{}').wallet).toBe(5000);
  });
});
