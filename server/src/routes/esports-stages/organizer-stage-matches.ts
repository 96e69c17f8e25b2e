import type { FastifyInstance } from 'fastify';
import { stageOrganizerMatchesEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { groupsOf } from '../../repositories/esports-stages/stage-group-repository';
import { matchesOf } from '../../repositories/esports-stages/stage-match-repository';
import { requireOwnStage } from '../../services/esports-stages/access';
import { releaseMinutesOf } from '../../services/esports-stages/stage-view';
import { toStageMatch } from '../../wire/esports-stages';

/** organizer/stage-matches: the schedule with each room, for the organiser. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, stageOrganizerMatchesEndpoint, async ({ body, user }) => {
    const { stage } = await requireOwnStage(app.database.db, user, body.stage_id);
    const [matches, groups, release] = await Promise.all([
      matchesOf(app.database.db, stage.id),
      groupsOf(app.database.db, stage.id),
      releaseMinutesOf(app.database.db, stage.eventId),
    ]);
    const names = new Map(groups.map((group) => [group.id, group]));
    return {
      status: true,
      message: 'Matches',
      data: matches.map((match) => ({
        ...toStageMatch(match, names, release),
        room_id: match.roomId,
        room_password: match.roomPassword,
      })),
    };
  });
}
