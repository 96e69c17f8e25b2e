import type { FastifyInstance } from 'fastify';
import { stageMatchTableEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { groupsOf } from '../../repositories/esports-stages/stage-group-repository';
import { findStageMatch } from '../../repositories/esports-stages/stage-match-repository';
import { matchStandings } from '../../services/esports-stages/stage-tables';
import { releaseMinutesOf } from '../../services/esports-stages/stage-view';
import { findStage } from '../../repositories/esports-stages/stage-repository';
import { toStageMatch } from '../../wire/esports-stages';

/** stages/match-table: one match's standings (public). */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, stageMatchTableEndpoint, async ({ body }) => {
    const match = await findStageMatch(app.database.db, body.match_id);
    if (!match) throw notFound('Match not found', 'match_id');
    const stage = (await findStage(app.database.db, match.stageId))!;
    const [groups, release, standings] = await Promise.all([
      groupsOf(app.database.db, match.stageId),
      releaseMinutesOf(app.database.db, stage.eventId),
      matchStandings(app.database.db, match),
    ]);
    const names = new Map(groups.map((group) => [group.id, group]));
    return {
      status: true,
      message: 'Match table',
      data: { match: toStageMatch(match, names, release), standings },
    };
  });
}
