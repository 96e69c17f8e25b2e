import type { FastifyInstance } from 'fastify';
import { organizerRemoveTeamEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { findEventForUpdate } from '../../repositories/esports-events/tournament-repository';
import {
  banTeam,
  findRegistration,
} from '../../repositories/scrim-day/scrim-registration-repository';
import { requireOwnEvent } from '../../services/scrim-day/access';
import {
  announcePromotions,
  dropRegistration,
  type Promotion,
} from '../../services/scrim-day/waitlist';

/** organizer/remove-team: takes a team out (its slot goes to the waitlist); `ban` keeps it out. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, organizerRemoveTeamEndpoint, async ({ body, user }) => {
    await requireOwnEvent(app.database.db, user, body.event_id);
    const promotions: Promotion[] = await app.database.transaction(async (tx) => {
      await findEventForUpdate(tx, body.event_id);
      const reg = await findRegistration(tx, body.event_id, body.team_id);
      if (!reg && !body.ban) throw notFound('This team is not in the event', 'team_id');
      if (body.ban) await banTeam(tx, body.event_id, body.team_id, user.id);
      return reg ? dropRegistration(tx, reg, new Date()) : [];
    });
    await announcePromotions(app.scrimDayDeps, promotions);
    return {
      status: true,
      message: body.ban ? 'Team removed and banned' : 'Team removed',
      promoted_team: promotions[0]?.teamId ?? null,
    };
  });
}
