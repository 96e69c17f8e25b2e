import type { FastifyInstance } from 'fastify';
import { LEDGER_MESSAGES, rupeesToPaise, todayInIndia } from '@bgmi/shared/server';
import { lainDainRecordSaveEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { insertLainDain } from '../../repositories/jantri-hisab-repository';
import { requireClient } from '../../services/jantri-sheet';

/** Records money paid to or received from one of the caller's clients, dated today (India). */
export default async function lainDainRecordSaveRoute(app: FastifyInstance) {
  postEndpoint(app, lainDainRecordSaveEndpoint, async ({ body, user }) => {
    const client = await requireClient(app.database.db, user.id, body.client_name);
    await insertLainDain(app.database.db, user.id, {
      clientName: client.clientName,
      type: body.type,
      receiveType: body.receive_type,
      amountPaise: rupeesToPaise(body.amount),
      entryDate: todayInIndia(),
    });
    return { status: true, message: LEDGER_MESSAGES.paymentSaved };
  });
}
