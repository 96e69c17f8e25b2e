import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from './test-app';

/** A test app listening on a free port, with socket.io clients that are closed at the end. */
export interface SocketTestApp extends TestApp {
  /** http://127.0.0.1:<port>, set once the app listens. */
  url: string;
  /** A new client, not yet connected (a test may wait for its refusal). */
  open(options?: { token?: string | undefined; path?: string }): Socket;
  /** A client once connected (`path` a namespace); rejects with the server's refusal. */
  connected(token?: string, path?: string): Promise<Socket>;
}

/**
 * Starts the app before the file's (or describe's) tests and closes it and every client after
 * them: call it where `beforeAll` may be called. The returned object is filled in `beforeAll`.
 * Each client is a connection of its own (forceNew) that does not reconnect, so a refused or
 * closed socket stays closed for the test to see.
 */
export function socketTestApp(env: Record<string, string> = {}): SocketTestApp {
  const sockets: Socket[] = [];
  let started: TestApp | undefined;
  const kit = {
    url: '',
    open: ({ token, path = '' } = {}) => openClient(`${kit.url}${path}`, sockets, token),
    connected: async (token, path) => {
      const socket = kit.open({ token, ...(path ? { path } : {}) });
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      return socket;
    },
  } as SocketTestApp;
  beforeAll(async () => {
    started = await createTestApp(env);
    Object.assign(kit, started);
    await started.app.listen({ port: 0, host: '127.0.0.1' });
    kit.url = `http://127.0.0.1:${(started.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await started?.close();
  });
  return kit;
}

/**
 * A new client of `url`, a connection of its own (forceNew) that does not reconnect, added to
 * `sockets` for the caller to close at the end.
 */
export function openClient(url: string, sockets: Socket[], token?: string): Socket {
  const socket = io(url, {
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}

/** Connects a new client (see `openClient`); resolves the socket, or the handshake's refusal message. */
export function connectOrRefusal(url: string, sockets: Socket[], token?: string) {
  const socket = openClient(url, sockets, token);
  return new Promise<Socket | string>((resolve) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (error) => resolve(error.message));
  });
}

/** The next payload of `event` on the socket. */
export const nextEvent = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

/** The message of the handshake's refusal. */
export const refusal = (socket: Socket) =>
  new Promise<string>((resolve) => socket.on('connect_error', (error) => resolve(error.message)));

/** Resolves with how long the server took to close the socket; rejects if it is open after `ms`. */
export const closedWithin = (socket: Socket, ms: number) =>
  new Promise<number>((resolve, reject) => {
    const started = Date.now();
    const timer = setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms);
    socket.on('disconnect', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
