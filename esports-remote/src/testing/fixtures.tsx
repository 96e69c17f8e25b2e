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
