import type { FastifyInstance } from 'fastify';
import { editResultEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { findResult } from '../../repositories/scrim-day/result-repository';
import { requireOwnEvent } from '../../services/scrim-day/access';
import { editMatchResult } from '../../services/scrim-day/results';

/** organizer/edit-result: corrects one posted line; the table is pushed live. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, editResultEndpoint, async ({ body, user }) => {
    const result = await findResult(app.database.db, body.result_id);
    if (!result) throw notFound('Result not found', 'result_id');
    const day = await requireOwnEvent(app.database.db, user, result.eventId);
    await editMatchResult(app.scrimDayDeps, day, result, body.placement, body.kills);
    return { status: true, message: 'Result updated' };
  });
}
