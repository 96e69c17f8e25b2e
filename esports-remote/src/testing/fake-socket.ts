// A socket for tests: `jest.mock('@bgmi/shared', sharedWithFakeSocket)` gives the page the real
// @bgmi/shared with this socket and the toasts as mocks; `newFakeSocket()` (before each test)
// makes the socket the page gets. No import of @bgmi/shared here: the mock factory loads it.

/** A socket.io client stand-in: records emits, lets a test fire server events and acks. */
export function fakeSocket() {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const emitted: { event: string; payload: unknown; ack?: (...args: unknown[]) => void }[] = [];
  const socket = {
    connected: true,
    on: (event: string, handler: (...args: unknown[]) => void) => {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
      return socket;
    },
    off: (event: string, handler: (...args: unknown[]) => void) => {
      handlers.get(event)?.delete(handler);
      return socket;
    },
    emit: (event: string, payload: unknown, ack?: (...args: unknown[]) => void) => {
      emitted.push({ event, payload, ack });
      return socket;
    },
    timeout: () => ({
      emit: (event: string, payload: unknown, ack: (...args: unknown[]) => void) => {
        emitted.push({ event, payload, ack });
      },
    }),
    fire: (event: string, ...args: unknown[]) =>
      handlers.get(event)?.forEach((handler) => handler(...args)),
    emitted,
  };
  return socket;
}

export type FakeSocket = ReturnType<typeof fakeSocket>;
const current: { socket: FakeSocket } = { socket: fakeSocket() };

/** A fresh socket for the next page, returned for the test to drive. */
export function newFakeSocket(): FakeSocket {
  current.socket = fakeSocket();
  return current.socket;
}

/**
 * The @bgmi/shared a socket test's page sees (a jest.mock factory, loaded with requireActual).
 * @public
 */
export function sharedWithFakeSocket() {
  return {
    ...jest.requireActual('@bgmi/shared'),
    useSocket: () => current.socket,
    connectSocket: jest.fn(),
    notifyError: jest.fn(),
    notifySuccess: jest.fn(),
  };
}
