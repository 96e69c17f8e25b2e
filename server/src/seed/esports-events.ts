import type { Tx } from '../db/database';
import type { DemoUsers } from './demo-users';

/** Demo content of this area: filled by its feature issue. */
export async function seedEsportsEvents(_tx: Tx, _users: DemoUsers): Promise<void> {}
