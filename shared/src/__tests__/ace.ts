import type { UserInfo } from '../session/user-info';

/** The logged-in player of the session and API client tests. */
export const ACE: UserInfo = {
  _id: 'u1',
  userId: 'u1',
  username: 'ace',
  bgmiUserId: 'ace',
  name: 'Ace',
  auth_token: 'tok',
  wallet: 10,
  user_clients: [],
  user_games: [],
};
