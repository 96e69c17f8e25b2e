import type { FastifyInstance } from 'fastify';
import { resolveFlagEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { conflict, notFound } from '../../lib/http-error';
import { findFlag, resolveFlagRow } from '../../repositories/scrim-day/result-repository';
import { requireOwnEvent } from '../../services/scrim-day/access';
import { broadcastPointsTable } from '../../services/scrim-day/points-table';

/** organizer/resolve-flag: accepts or rejects an open flag. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, resolveFlagEndpoint, async ({ body, user }) => {
    const flag = await findFlag(app.database.db, body.flag_id);
    if (!flag) throw notFound('Flag not found', 'flag_id');
    await requireOwnEvent(app.database.db, user, flag.eventId);
    if (flag.status !== 'open') throw conflict('This flag is already resolved', 'flag_id');
    await resolveFlagRow(app.database.db, flag.id, {
      status: body.status,
      resolutionNote: body.note || null,
      resolvedBy: user.id,
      resolvedAt: new Date(),
    });
    await broadcastPointsTable(app.scrimDayDeps, flag.eventId);
    return { status: true, message: `Flag ${body.status}` };
  });
}
