import type { FastifyInstance } from 'fastify';
import { STAGE_MESSAGES, stagePostResultsEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { requireOwnStageMatch } from '../../services/esports-stages/access';
import { postStageResults } from '../../services/esports-stages/stage-results';

/** organizer/stage-post-results: a match's lines; every table of the stage is pushed live. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, stagePostResultsEndpoint, async ({ body, user }) => {
    const { stage, match } = await requireOwnStageMatch(app.database.db, user, body.match_id);
    await postStageResults(app.scrimDayDeps, stage, match, body.results, user.id);
    return { status: true, message: STAGE_MESSAGES.posted, posted: body.results.length };
  });
}
