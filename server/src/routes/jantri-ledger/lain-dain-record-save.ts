import type { FastifyInstance } from 'fastify';
import { LEDGER_MESSAGES, rupeesToPaise, todayInIndia } from '@bgmi/shared/server';
import { lainDainRecordSaveEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { insertLainDain } from '../../repositories/jantri-ledger/jantri-hisab-repository';
import { bookClient } from '../../services/book-access';

/** Records money paid to or received from one of the caller's clients, dated today (India). */
export default async function lainDainRecordSaveRoute(app: FastifyInstance) {
  postEndpoint(
    app,
    lainDainRecordSaveEndpoint,
    async ({ body, book }) => {
      const client = await bookClient(app.database.db, book, body.client_name);
      await insertLainDain(app.database.db, book.ownerId, {
        clientName: client.clientName,
        type: body.type,
        receiveType: body.receive_type,
        amountPaise: rupeesToPaise(body.amount),
        entryDate: todayInIndia(),
        writtenBy: book.actorId,
      });
      return { status: true, message: LEDGER_MESSAGES.paymentSaved };
    },
    { book: 'write' },
  );
}
