import type { Tx } from '../db/database';
import { chatMessages, friendRequests, joinRequests, teams } from '../db/schema';
import type { DemoUsers } from './demo-users';

/**
 * Demo social content: the two demo players are friends with a short chat, the member's
 * accepted request sits in Team Phoenix's history, and the operator has a friend request
 * waiting for the leader.
 */
export async function seedSocial(tx: Tx, users: DemoUsers): Promise<void> {
  const { leader, member, operator } = users;
  const [team] = await tx.select({ id: teams.id }).from(teams).limit(1);
  if (team) {
    await tx.insert(joinRequests).values({
      teamId: team.id,
      userId: member.id,
      message: 'Support player, IGL experience, free evenings.',
      status: 'accepted',
      processedAt: new Date(),
    });
  }
  await tx.insert(friendRequests).values([
    { senderId: leader.id, receiverId: member.id, status: 'accepted', acceptedAt: new Date() },
    { senderId: operator.id, receiverId: leader.id },
  ]);
  const start = Date.now() - 10 * 60_000;
  const lines: [string, string, string][] = [
    [leader.id, member.id, 'Scrims at 9 tonight, you in?'],
    [member.id, leader.id, 'Yes! I will bring the smokes.'],
    [leader.id, member.id, 'Great, see you in the lobby.'],
  ];
  await tx.insert(chatMessages).values(
    lines.map(([senderId, receiverId, text], index) => ({
      senderId,
      receiverId,
      text,
      read: true,
      createdAt: new Date(start + index * 60_000),
    })),
  );
}
