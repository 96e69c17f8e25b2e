import type { FastifyInstance } from 'fastify';
import { groupStandings, stageTableImageEndpoint } from '@bgmi/shared/server';
import { postEndpoint } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { apiWord } from '../../lib/api-words';
import { findStage } from '../../repositories/esports-stages/stage-repository';
import { POINTS_IMAGE, renderPointsTablePng } from '../../services/scrim-day/points-image';
import { buildStageTables } from '../../services/esports-stages/stage-tables';
import { stagePointsSystem } from '../../wire/esports-stages';

/** stages/table-image: the stage's (or a group's) table drawn by the points-table PNG renderer. */
export default async function route(app: FastifyInstance) {
  postEndpoint(app, stageTableImageEndpoint, async ({ body }) => {
    const stage = await findStage(app.database.db, body.stage_id);
    if (!stage) throw notFound('Stage not found', 'stage_id');
    const tables = await buildStageTables(app.database.db, stage);
    const group = body.group_id
      ? tables.groups.find((item) => item.group_id === body.group_id)
      : undefined;
    if (body.group_id && !group) throw notFound('Group not found', 'group_id');
    const language = body.language ?? 'en';
    const groupIn = (lang: 'en' | 'hi') =>
      group ? ` · ${apiWord(lang, 'image.group', { name: group.name })}` : '';
    const name = `${tables.stage_name}${groupIn('en')}`;
    const png = await renderPointsTablePng(
      {
        event_id: tables.event_id,
        title: `${tables.stage_name}${groupIn(language)} · ${tables.title}`,
        points_system: stagePointsSystem(stage),
        match_count: tables.matches_posted,
        overall: group ? groupStandings(tables, group.group_id) : tables.overall,
        matches: [],
        updated_at: tables.updated_at,
      },
      language,
    );
    const slug = name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'stage';
    return {
      status: true,
      message: 'Table image',
      filename: `${slug}-table.png`,
      mime: 'image/png' as const,
      width: POINTS_IMAGE.width,
      height: POINTS_IMAGE.height,
      data_base64: png.toString('base64'),
    };
  });
}
