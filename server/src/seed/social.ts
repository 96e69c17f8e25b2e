import type { Tx } from '../db/database';
import {
  insertDemoChat,
  insertDemoFriendRequests,
  insertDemoJoinRequest,
} from '../repositories/admin/demo-seed-repository';
import { findTeamByName } from '../repositories/teams/team-repository';
import type { DemoUsers } from './demo-users';

/**
 * Demo social content: the two demo players are friends with a short chat, the member's
 * accepted request sits in Team Phoenix's history, and the operator has a friend request
 * waiting for the leader.
 */
export async function seedSocial(tx: Tx, users: DemoUsers): Promise<void> {
  const { leader, member, operator } = users;
  const team = await findTeamByName(tx, 'Team Phoenix');
  if (team) {
    await insertDemoJoinRequest(tx, {
      teamId: team.id,
      userId: member.id,
      message: 'Support player, IGL experience, free evenings.',
      status: 'accepted',
      processedAt: new Date(),
    });
  }
  await insertDemoFriendRequests(tx, [
    { senderId: leader.id, receiverId: member.id, status: 'accepted', acceptedAt: new Date() },
    { senderId: operator.id, receiverId: leader.id },
  ]);
  const start = Date.now() - 10 * 60_000;
  const lines: [string, string, string][] = [
    [leader.id, member.id, 'Scrims at 9 tonight, you in?'],
    [member.id, leader.id, 'Yes! I will bring the smokes.'],
    [leader.id, member.id, 'Great, see you in the lobby.'],
  ];
  await insertDemoChat(
    tx,
    lines.map(([senderId, receiverId, text], index) => ({
      senderId,
      receiverId,
      text,
      read: true,
      createdAt: new Date(start + index * 60_000),
    })),
  );
}
