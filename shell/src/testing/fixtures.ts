import type { UserInfo } from '@bgmi/shared';

/** The logged-in player of the shell's tests (header, profile menu, logout). */
export const NEO: UserInfo = {
  _id: 'u1',
  userId: 'u1',
  username: 'neo_1',
  bgmiUserId: 'neo_1',
  name: 'Neo Rao',
  auth_token: 'token',
  wallet: 0,
  user_clients: [],
  user_games: [],
};
