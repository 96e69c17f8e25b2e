import type { FastifyInstance } from 'fastify';
import { lainDainRecordGetEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { lainDainRows } from '../../repositories/jantri-hisab-repository';
import { toLainDainRow } from '../../wire/jantri-ledger';

/** The caller's lain-dain records, newest first, optionally for one client. */
export default async function lainDainRecordGetRoute(app: FastifyInstance) {
  postEndpoint(app, lainDainRecordGetEndpoint, async ({ body, user }) => {
    const rows = await lainDainRows(app.database.db, user.id, {
      clientName: body.client_name || undefined,
    });
    return {
      status: true,
      message: 'Records fetched',
      data: rows.reverse().map(toLainDainRow),
    };
  });
}
