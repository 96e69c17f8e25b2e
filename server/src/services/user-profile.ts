import { paiseToRupees, type UserData } from '@bgmi/shared';
import type { DbOrTx } from '../db/database';
import { clientNames, gameNames } from '../repositories/jantri-client-repository';
import type { UserRow } from '../repositories/user-repository';
import { isOrganizer } from '../repositories/scrim-event-repository';

/** The user info every login, sign-up and refresh returns (spec: userinfo fields). */
export async function loadUserData(db: DbOrTx, user: UserRow): Promise<UserData> {
  const [clients, games, organizer] = await Promise.all([
    clientNames(db, user.id),
    gameNames(db, user.id),
    isOrganizer(db, user.id),
  ]);
  return {
    _id: user.id,
    userId: user.id,
    username: user.username,
    bgmiUserId: user.bgmiUserId,
    name: user.name,
    email: user.email,
    phone: user.phone,
    wallet: paiseToRupees(user.walletPaise),
    isAdmin: user.isAdmin,
    isOrganizer: organizer || user.isAdmin,
    user_clients: clients,
    user_games: games,
    ...(user.language ? { language: user.language } : {}),
  };
}
