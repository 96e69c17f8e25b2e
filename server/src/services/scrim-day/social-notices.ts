import type { FastifyInstance } from 'fastify';
import { dayLinks, notifyUsers, type NotificationDraft } from './notifier';

/**
 * The inbox items of team matching and friends (DESIGN 7). The call they follow has already
 * succeeded, so a failure to store or push the notice is logged, never answered as an error.
 */
async function tell(app: FastifyInstance, userId: string, draft: NotificationDraft) {
  try {
    await notifyUsers(app.scrimDayDeps, [userId], draft);
  } catch (error) {
    app.log.error({ err: error }, 'notification');
  }
}

export const socialNotices = {
  joinRequestReceived: (app: FastifyInstance, leaderId: string, player: string, team: string) =>
    tell(app, leaderId, {
      kind: 'join_request_received',
      title: 'New join request',
      body: `${player} wants to join ${team}.`,
      link: dayLinks.teams(),
    }),
  joinRequestHandled: (app: FastifyInstance, userId: string, team: string, accepted: boolean) =>
    tell(app, userId, {
      kind: accepted ? 'join_request_accepted' : 'join_request_rejected',
      title: accepted ? 'Join request accepted' : 'Join request rejected',
      body: accepted ? `You are now in ${team}.` : `${team} did not accept your request.`,
      link: dayLinks.teams(),
    }),
  friendRequest: (app: FastifyInstance, receiverId: string, sender: string) =>
    tell(app, receiverId, {
      kind: 'friend_request',
      title: 'New friend request',
      body: `${sender} sent you a friend request.`,
      link: dayLinks.friends(),
    }),
  friendAccepted: (app: FastifyInstance, senderId: string, receiver: string) =>
    tell(app, senderId, {
      kind: 'friend_accepted',
      title: 'Friend request accepted',
      body: `${receiver} accepted your friend request.`,
      link: dayLinks.friends(),
    }),
};
