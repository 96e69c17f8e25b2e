import { z } from 'zod';
import { callApi } from '../api/api-client';
import { defineEndpoint } from '../api/define-endpoint';
import { ApiError } from '../api/api-error';
import { setNavigator } from '../session/navigation';
import { sessionStore } from '../session/session-store';
import { setRuntimeConfig } from '../config/runtime-config';

const pingEndpoint = defineEndpoint({
  path: 'ping',
  auth: true,
  body: z.object({ value: z.number() }),
  response: z.object({ status: z.boolean(), message: z.string(), echo: z.number() }),
});

const user = {
  _id: 'u1',
  userId: 'u1',
  username: 'ace',
  bgmiUserId: 'ace',
  name: 'Ace',
  auth_token: 'tok-123',
  wallet: 50,
  user_clients: [],
  user_games: [],
};

/** What fetch resolves to (jsdom has no Response): just what the client reads. */
function answer(status: number, body: unknown) {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    json: () =>
      typeof body === 'string'
        ? Promise.reject(new SyntaxError('not JSON'))
        : Promise.resolve(body),
  });
}

describe('callApi', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    setRuntimeConfig({ apiUrl: 'http://api.test' });
    global.fetch = fetchMock as unknown as typeof fetch;
    fetchMock.mockReset();
    localStorage.clear();
    sessionStore.getState().login(user);
  });

  it('POSTs JSON to /BGMI/<path> with the stored token and parses the answer', async () => {
    fetchMock.mockReturnValue(answer(200, { status: true, message: 'ok', echo: 7 }));
    const result = await callApi(pingEndpoint, { value: 7 });
    expect(result.echo).toBe(7);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://api.test/BGMI/ping');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
    expect(JSON.parse(init.body as string)).toEqual({ value: 7 });
  });

  it('throws the server message on status false and on HTTP errors', async () => {
    fetchMock.mockReturnValueOnce(
      answer(200, { status: false, message: 'Team name cannot be empty' }),
    );
    await expect(callApi(pingEndpoint, { value: 1 })).rejects.toThrow('Team name cannot be empty');
    fetchMock.mockReturnValueOnce(
      answer(409, { status: false, message: 'Taken', field: 'team_name' }),
    );
    const error = await callApi(pingEndpoint, { value: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).httpStatus).toBe(409);
    expect((error as ApiError).field).toBe('team_name');
  });

  it('uses the fallback when the server sends no message, and the error text on a network failure', async () => {
    fetchMock.mockReturnValueOnce(answer(502, '<html>bad gateway</html>'));
    await expect(
      callApi(pingEndpoint, { value: 1 }, { fallbackMessage: 'Failed to fetch teams' }),
    ).rejects.toThrow('Failed to fetch teams');
    fetchMock.mockReturnValueOnce(Promise.reject(new TypeError('Failed to fetch')));
    await expect(callApi(pingEndpoint, { value: 1 })).rejects.toThrow('Failed to fetch');
  });

  it('logs out and goes home on "token not belonging to the user"', async () => {
    const navigate = jest.fn();
    setNavigator(navigate);
    fetchMock.mockReturnValue(
      answer(401, { status: false, message: 'token not belonging to the user' }),
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
    fetchMock.mockReturnValue(answer(200, { status: true, message: 'ok', echo: 'seven' }));
    await expect(callApi(pingEndpoint, { value: 1 })).rejects.toThrow(
      'Unexpected answer from ping',
    );
  });
});
