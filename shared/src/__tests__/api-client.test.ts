import { z } from 'zod';
import { callApi } from '../api/api-client';
import { defineEndpoint } from '../api/define-endpoint';
import { ApiError } from '../api/api-error';
import { setNavigator } from '../session/navigation';
import { sessionStore } from '../session/session-store';
import { setRuntimeConfig } from '../config/runtime-config';
import { apiAnswer, mockApi, NETWORK_ERROR } from '../testing/mock-api';
import { ACE } from './ace';

const pingEndpoint = defineEndpoint({
  path: 'ping',
  auth: true,
  body: z.object({ value: z.number() }),
  response: z.object({ status: z.boolean(), message: z.string(), echo: z.number() }),
});

const user = { ...ACE, auth_token: 'tok-123', wallet: 50 };

describe('callApi', () => {
  beforeEach(() => {
    setRuntimeConfig({ apiUrl: 'http://api.test' });
    localStorage.clear();
    sessionStore.getState().login(user);
  });

  it('POSTs JSON to /BGMI/<path> with the stored token and parses the answer', async () => {
    const { calls } = mockApi(pingEndpoint, { status: true, message: 'ok', echo: 7 });
    const result = await callApi(pingEndpoint, { value: 7 });
    expect(result.echo).toBe(7);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://api.test/BGMI/ping');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(calls[0]!.body).toEqual({ value: 7 });
  });

  it('throws the server message on status false and on HTTP errors', async () => {
    mockApi(
      pingEndpoint,
      apiAnswer(200, { status: false, message: 'Team name cannot be empty' }),
      apiAnswer(409, { status: false, message: 'Taken', field: 'team_name' }),
    );
    await expect(callApi(pingEndpoint, { value: 1 })).rejects.toThrow('Team name cannot be empty');
    const error = await callApi(pingEndpoint, { value: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).httpStatus).toBe(409);
    expect((error as ApiError).field).toBe('team_name');
  });

  it('uses the fallback when the server sends no message, and the error text on a network failure', async () => {
    mockApi(pingEndpoint, apiAnswer(502, '<html>bad gateway</html>'), NETWORK_ERROR);
    await expect(
      callApi(pingEndpoint, { value: 1 }, { fallbackMessage: 'Failed to fetch teams' }),
    ).rejects.toThrow('Failed to fetch teams');
    await expect(callApi(pingEndpoint, { value: 1 })).rejects.toThrow('Failed to fetch');
  });

  it('logs out and goes home on "token not belonging to the user"', async () => {
    const navigate = jest.fn();
    setNavigator(navigate);
    mockApi(
      pingEndpoint,
      apiAnswer(401, { status: false, message: 'token not belonging to the user' }),
    );
    await expect(callApi(pingEndpoint, { value: 1 })).rejects.toThrow(
      'token not belonging to the user',
    );
    expect(sessionStore.getState().userinfo).toBeNull();
    expect(localStorage.getItem('userinfo')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
    setNavigator(undefined);
  });

  it('refuses an answer that does not match the contract', async () => {
    mockApi(pingEndpoint, apiAnswer(200, { status: true, message: 'ok', echo: 'seven' }));
    await expect(callApi(pingEndpoint, { value: 1 })).rejects.toThrow(
      'Unexpected answer from ping',
    );
  });
});
