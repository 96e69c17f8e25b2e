import type { FastifyInstance } from 'fastify';
import eventStanding from './event-standing';
import stageClose from './stage-close';
import stageClosePreview from './stage-close-preview';
import stageCreate from './stage-create';
import stageMatches from './stage-matches';
import stageMoveTeam from './stage-move-team';
import stagePostResults from './stage-post-results';
import stageSchedule from './stage-schedule';
import stageSeed from './stage-seed';
import stageSetRoom from './stage-set-room';
import stageSwapTeam from './stage-swap-team';
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
