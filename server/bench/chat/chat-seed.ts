import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/database';
import {
  acceptFriendRequest,
  insertFriendRequest,
} from '../../src/repositories/friends-chat/friend-repository';
import { insertUser, storeToken } from '../../src/repositories/user/user-repository';
import { newToken } from '../../src/lib/tokens';

/** One seeded player as the bench's clients need it: who, its circle's friends, a live token. */
export interface ChatPlayer {
  id: string;
  bgmiUserId: string;
  token: string;
  /** Ids of the other players of its circle (all accepted friends). */
  friends: string[];
}

/**
 * Seeds `players` users in circles of `circle` mutual friends (the spec's chat is 1:1 between
 * friends: Friends -> My Friends -> Chat), each with a real session token, through the
 * repositories the API itself uses (no SQL here).
 */
export async function seedChatPlayers(
  database: Database,
  players: number,
  circle: number,
): Promise<ChatPlayer[]> {
  const run = randomUUID().slice(0, 6);
  const seeded: ChatPlayer[] = [];
  for (let index = 0; index < players; index += 1) {
    const name = `chat_${run}_${index}`;
    const user = await insertUser(database.db, {
      username: name,
      bgmiUserId: name,
      name: `Chat ${index}`,
      email: `${name}@example.com`,
      phone: '9999999999',
      // Never logged in with a password: the bench uses the session token below.
      passwordHash: 'x',
    });
    const token = newToken();
    await storeToken(database.db, user.id, token);
    seeded.push({ id: user.id, bgmiUserId: user.bgmiUserId, token, friends: [] });
  }
  for (let start = 0; start < players; start += circle) {
    const members = seeded.slice(start, start + circle);
    for (const [i, a] of members.entries()) {
      for (const b of members.slice(i + 1)) {
        await insertFriendRequest(database.db, a.id, b.id);
        await acceptFriendRequest(database.db, a.id, b.id);
        a.friends.push(b.id);
        b.friends.push(a.id);
      }
    }
  }
  return seeded;
}
