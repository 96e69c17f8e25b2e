import { paiseToRupees, type UserData } from '@bgmi/shared/server';
import type { UserRow } from '../repositories/user/user-repository';

/** The user info every login, sign-up and refresh returns (spec: userinfo fields). */
export function toUserData(
  user: UserRow,
  book: { clients: string[]; games: string[]; organizer: boolean },
): UserData {
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
    isOrganizer: book.organizer || user.isAdmin,
    user_clients: book.clients,
    user_games: book.games,
    ...(user.language ? { language: user.language } : {}),
  };
}
