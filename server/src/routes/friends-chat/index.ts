import type { FastifyInstance } from 'fastify';
import getAllPlayersRoute from './get-all-players';
import getFriendsDataRoute from './get-friends-data';
import sendRequestRoute from './send-request';
import acceptRequestRoute from './accept-request';
import getChatHistoryRoute from './get-chat-history';

/** Friends and chat calls (esports spec section 7); live chat is in socket/handlers/friends-chat.ts. */
export default async function routes(app: FastifyInstance) {
  await app.register(getAllPlayersRoute);
  await app.register(getFriendsDataRoute);
  await app.register(sendRequestRoute);
  await app.register(acceptRequestRoute);
  await app.register(getChatHistoryRoute);
}
