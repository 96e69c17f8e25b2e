import { STAGE_MESSAGES } from '@bgmi/shared/server';
import type { DbOrTx } from '../../db/database';
import { conflict, notFound } from '../../lib/http-error';
import type { AuthUser } from '../../repositories/user/user-repository';
import { findStage, type StageRow } from '../../repositories/esports-stages/stage-repository';
import {
  findStageMatch,
  type StageMatchRow,
} from '../../repositories/esports-stages/stage-match-repository';
import { requireOwnEvent } from '../scrim-day/access';
import type { DayEvent } from '../../repositories/scrim-day/scrim-event-repository';

/** The stage, if the caller organises its event (403 otherwise, 404 when unknown). */
export async function requireOwnStage(
  db: DbOrTx,
  user: AuthUser,
  stageId: string,
): Promise<{ stage: StageRow; day: DayEvent }> {
  const stage = await findStage(db, stageId);
  if (!stage) throw notFound('Stage not found', 'stage_id');
  const day = await requireOwnEvent(db, user, stage.eventId);
  return { stage, day };
}

/** A stage match the caller may change, with its stage and event. */
export async function requireOwnStageMatch(db: DbOrTx, user: AuthUser, matchId: string) {
  const match = await findStageMatch(db, matchId);
  if (!match) throw notFound('Match not found', 'match_id');
  const own = await requireOwnStage(db, user, match.stageId);
  return { ...own, match } as { stage: StageRow; day: DayEvent; match: StageMatchRow };
}

export function requireOpen(stage: StageRow): void {
  if (stage.status !== 'open') throw conflict(STAGE_MESSAGES.stageClosed, 'stage_id');
}
