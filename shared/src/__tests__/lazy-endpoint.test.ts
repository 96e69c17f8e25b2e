import { z } from 'zod';
import { callApi } from '../api/api-client';
import { defineEndpoint } from '../api/define-endpoint';
import { lazyEndpoint, type LazyEndpoint } from '../api/lazy-endpoint';
import * as lazyContract from '../api/lazy-contract';
import { sessionStore } from '../session/session-store';
import { setRuntimeConfig } from '../config/runtime-config';
import { apiAnswer, mockAnyApi, mockApi, NETWORK_ERROR } from '../testing/mock-api';

// The first page's calls name their endpoint lazily (its schemas load as the answer arrives):
// the client must check an answer exactly as with the endpoint itself.
const pingEndpoint = defineEndpoint({
  path: 'ping',
  auth: false,
  body: z.object({}),
  response: z.object({
    status: z.boolean(),
    message: z.string(),
    echo: z.number(),
    tags: z.array(z.string()).default([]),
  }),
});

describe('callApi with a lazy endpoint', () => {
  const load = jest.fn(() => Promise.resolve(pingEndpoint));
  const ping = lazyEndpoint<typeof pingEndpoint>('ping', false, load);
  beforeEach(() => {
    setRuntimeConfig({ apiUrl: 'http://api.test' });
    load.mockClear();
    localStorage.clear();
    sessionStore.getState().logout();
  });

  it('returns the answer as the schema parsed it', async () => {
    const { calls } = mockApi('ping', { status: true, message: 'ok', echo: 7, extra: 1 });
    await expect(callApi(ping, {})).resolves.toEqual({
      status: true,
      message: 'ok',
      echo: 7,
      tags: [],
    });
    expect(calls[0]?.url).toBe('http://api.test/BGMI/ping');
  });

  it('refuses a malformed answer with the same error as the endpoint itself', async () => {
    const malformed = { status: true, message: 'ok', echo: 'seven' };
    mockApi('ping', malformed);
    const lazyError = await callApi(ping, {}).catch((error: unknown) => error);
    const eagerError = await callApi(pingEndpoint, {}).catch((error: unknown) => error);
    expect(lazyError).toEqual(eagerError);
    expect(lazyError).toMatchObject({ message: 'Unexpected answer from ping', httpStatus: 200 });
  });

  it('does not load the schema for a refused call', async () => {
    mockApi('ping', apiAnswer(400, { status: false, message: 'Bad thing' }), NETWORK_ERROR);
    await expect(callApi(ping, {})).rejects.toThrow('Bad thing');
    await expect(callApi(ping, {})).rejects.toMatchObject({ httpStatus: 0 });
    expect(load).not.toHaveBeenCalled();
  });

  it('reports a schema that cannot load like a network failure, never the unchecked answer', async () => {
    mockApi('ping', { status: true, message: 'ok', echo: 7 });
    const broken = lazyEndpoint<typeof pingEndpoint>('ping', false, () =>
      Promise.reject(new Error('Loading chunk 12 failed')),
    );
    await expect(callApi(broken, {})).rejects.toMatchObject({
      message: 'Loading chunk 12 failed',
      httpStatus: 0,
    });
  });

  it('refuses a malformed answer to each of the first page calls', async () => {
    const calls: LazyEndpoint[] = Object.values(lazyContract);
    mockAnyApi({ status: true, message: 'ok', data: [{ _id: 5 }] });
    for (const call of calls) {
      const endpoint = await call.load();
      expect({ path: call.path, auth: call.auth }).toEqual({
        path: endpoint.path,
        auth: endpoint.auth,
      });
      await expect(callApi(call, {} as never)).rejects.toThrow(
        `Unexpected answer from ${endpoint.path}`,
      );
    }
  });
});
