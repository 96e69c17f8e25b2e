import type { FastifyInstance } from 'fastify';
import { postResultsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { findMatch } from '../../repositories/scrim-day/match-repository';
import { requireOwnEvent } from '../../services/scrim-day/access';
import { postMatchResults } from '../../services/scrim-day/results';

/** organizer/post-results: every team's line of a match; the table is pushed live. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, postResultsEndpoint, async ({ body, user }) => {
    const match = await findMatch(app.database.db, body.match_id);
    if (!match) throw notFound('Match not found', 'match_id');
    const day = await requireOwnEvent(app.database.db, user, match.eventId);
    await postMatchResults(app.scrimDayDeps, day, match, body.results, user.id);
    return { status: true, message: 'Results posted', posted: body.results.length };
  });
}
