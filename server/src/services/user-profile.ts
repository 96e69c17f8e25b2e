import type { UserData } from '@bgmi/shared/server';
import type { DbOrTx } from '../db/database';
import { clientNames, gameNames } from '../repositories/jantri-ledger/jantri-client-repository';
import type { UserRow } from '../repositories/user/user-repository';
import { isOrganizer } from '../repositories/scrim-day/scrim-event-repository';
import { toUserData } from '../wire/user';
import { readsTogether } from '../db/reads-together';

/** The user info every login, sign-up and refresh returns (spec: userinfo fields). */
export async function loadUserData(db: DbOrTx, user: UserRow): Promise<UserData> {
  const [clients, games, organizer] = await readsTogether(db, [
    () => clientNames(db, user.id),
    () => gameNames(db, user.id),
    () => isOrganizer(db, user.id),
  ]);
  return toUserData(user, { clients, games, organizer });
}
