import type { FastifyInstance } from 'fastify';
import { WALLET_MESSAGES, supportEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { insertTicket } from '../../repositories/wallet/ticket-repository';

export default async function supportRoute(app: FastifyInstance) {
  postEndpoint(app, supportEndpoint, async ({ body, user }) => {
    const ticket = await app.database.transaction((tx) =>
      insertTicket(tx, {
        userId: user.id,
        subject: body.subject,
        message: body.message,
        img: body.img ?? '',
      }),
    );
    return { status: true, message: WALLET_MESSAGES.supportSuccess, data: { _id: ticket.id } };
  });
}
