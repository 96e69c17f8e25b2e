import type { FastifyInstance } from 'fastify';
import eventStanding from './stages-event-standing';
import stageClose from './organizer-stage-close';
import stageClosePreview from './organizer-stage-close-preview';
import stageCreate from './organizer-stage-create';
import stageMatches from './organizer-stage-matches';
import stageMoveTeam from './organizer-stage-move-team';
import stagePostResults from './organizer-stage-post-results';
import stageSchedule from './organizer-stage-schedule';
import stageSeed from './organizer-stage-seed';
import stageSetRoom from './organizer-stage-set-room';
import stageSwapTeam from './organizer-stage-swap-team';
import stagesDetail from './stages-detail';
import stagesList from './stages-list';
import stagesMatchTable from './stages-match-table';
import stagesRoomDetails from './stages-room-details';
import stagesTableImage from './stages-table-image';
import stagesTables from './stages-tables';

/** Multi-stage events (issue 22): organiser calls, public tables, a lobby's room. */
export default async function routes(app: FastifyInstance) {
  await app.register(eventStanding);
  await app.register(stageClose);
  await app.register(stageClosePreview);
  await app.register(stageCreate);
  await app.register(stageMatches);
  await app.register(stageMoveTeam);
  await app.register(stagePostResults);
  await app.register(stageSchedule);
  await app.register(stageSeed);
  await app.register(stageSetRoom);
  await app.register(stageSwapTeam);
  await app.register(stagesDetail);
  await app.register(stagesList);
  await app.register(stagesMatchTable);
  await app.register(stagesRoomDetails);
  await app.register(stagesTableImage);
  await app.register(stagesTables);
}
