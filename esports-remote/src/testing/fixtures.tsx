import { sessionStore } from '@bgmi/shared';
import { useChatUi } from '../lib/chat-ui-store';

export const ME = {
  _id: '11111111-1111-4111-8111-111111111111',
  userId: '11111111-1111-4111-8111-111111111111',
  username: 'me_player',
  bgmiUserId: 'me_player',
  name: 'Me Player',
  auth_token: 'token-me',
  wallet: 0,
  user_clients: [],
  user_games: [],
};
export const FRIEND_ID = '22222222-2222-4222-8222-222222222222';
export const OTHER_ID = '33333333-3333-4333-8333-333333333333';

export function logIn() {
  sessionStore.getState().login(ME);
}

/** A friend in the chat (team matching's friends list). */
export const FRIEND = {
  _id: FRIEND_ID,
  name: 'Bela Friend',
  bgmiUserId: 'bela',
  profileImage: null,
  unread: 0,
};

/** Before a chat test: logged in as ME, the chat's drafts and queue ME's and empty. */
export function startChat() {
  logIn();
  useChatUi.setState({ ownerId: null });
  useChatUi.getState().adoptOwner(ME.userId);
}

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
