import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { staffInviteEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { insertInvite } from '../../repositories/jantri-staff/jantri-staff-repository';
import { bookClient } from '../../services/book-access';

const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 10 letters from 32 (50 bits): what the operator sends the person he invites. */
export function newInviteCode(): string {
  return [...randomBytes(10)].map((byte) => CODE_LETTERS[byte % 32]).join('');
}

/** The operator invites a writer or a viewer for some of his clients; the answer is the code. */
export default async function staffInviteRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    staffInviteEndpoint,
    async ({ body, book: access }) => {
      const invite = await app.database.transaction(async (tx) => {
        const clientIds = new Set<string>();
        for (const name of body.client_names)
          clientIds.add((await bookClient(tx, access, name)).id);
        return insertInvite(tx, access.ownerId, {
          role: body.role,
          inviteCode: newInviteCode(),
          clientIds: [...clientIds],
        });
      });
      return {
        status: true,
        message: 'Invite created',
        data: { _id: invite.id, invite_code: invite.inviteCode },
      };
    },
    { book: 'own' },
  );
}
