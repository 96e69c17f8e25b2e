import { asc, eq } from 'drizzle-orm';
import { paiseToRupees, type UserData } from '@bgmi/shared';
import type { DbOrTx } from '../db/database';
import { jantriClients, jantriGames } from '../db/schema';
import type { UserRow } from '../repositories/user-repository';
import { isOrganizer } from '../repositories/scrim-event-repository';

/** The user info every login, sign-up and refresh returns (spec: userinfo fields). */
export async function loadUserData(db: DbOrTx, user: UserRow): Promise<UserData> {
  const [clients, games, organizer] = await Promise.all([
    db
      .select({ name: jantriClients.clientName })
      .from(jantriClients)
      .where(eq(jantriClients.ownerId, user.id))
      .orderBy(asc(jantriClients.createdAt)),
    db
      .select({ name: jantriGames.gameName })
      .from(jantriGames)
      .where(eq(jantriGames.ownerId, user.id))
      .orderBy(asc(jantriGames.createdAt)),
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
    user_clients: clients.map((row) => row.name),
    user_games: games.map((row) => row.name),
  };
}
