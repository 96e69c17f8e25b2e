import type { Tx } from '../db/database';
import { hashPassword } from '../lib/passwords';
import { addMember, insertTeamWithLeader } from '../repositories/teams/team-repository';
import { insertUser, type UserRow } from '../repositories/user/user-repository';

/** Demo logins printed at first start (DESIGN section 2). */
export const DEMO_LOGINS = [
  {
    bgmiUserId: 'ace_player',
    password: 'demo1234',
    name: 'Aarav Sharma',
    role: 'player, team leader',
  },
  {
    bgmiUserId: 'blaze_player',
    password: 'demo1234',
    name: 'Bhavya Patel',
    role: 'player, team member',
  },
  {
    bgmiUserId: 'ledger_operator',
    password: 'demo1234',
    name: 'Kishan Verma',
    role: 'jantri operator',
  },
  {
    bgmiUserId: 'scrim_organizer',
    password: 'demo1234',
    name: 'Omkar Desai',
    role: 'scrim organiser (organiser console)',
  },
] as const;

export interface DemoUsers {
  leader: UserRow;
  member: UserRow;
  operator: UserRow;
}

export async function seedDemoUsers(tx: Tx): Promise<DemoUsers> {
  const created: UserRow[] = [];
  for (const [index, login] of DEMO_LOGINS.entries()) {
    created.push(
      await insertUser(tx, {
        username: login.bgmiUserId,
        bgmiUserId: login.bgmiUserId,
        name: login.name,
        email: `${login.bgmiUserId}@example.com`,
        phone: `98765432${String(index).padStart(2, '0')}`,
        passwordHash: await hashPassword(login.password),
      }),
    );
  }
  const [leader, member, operator] = created as [UserRow, UserRow, UserRow];
  const team = await insertTeamWithLeader(tx, 'Team Phoenix', leader.id);
  await addMember(tx, team.id, member.id);
  return { leader, member, operator };
}
