import type { StageTables } from '@bgmi/shared/server';
import type { TeamTotals } from './standings';

// The computed tables of recently read stages, per API instance, tagged with the stage's
// tables_version (bumped in the database by every change): a read whose stage row carries the
// same version is answered from here, and a post patches only its lobby's teams (issue 22's
// bench: 4,096 squads' tables served in under 50 ms). Another instance's change bumps the
// version, so this copy is simply not used any more.

export interface CachedTables {
  version: number;
  totals: TeamTotals[];
  tables: StageTables;
  /** The stages/tables answer as sent, serialised once per version (1 MB for 4,096 squads). */
  json?: string;
}

const MAX_STAGES = 16;
const cache = new Map<string, CachedTables>();

export function cachedTables(stageId: string): CachedTables | undefined {
  return cache.get(stageId);
}

export function rememberTables(stageId: string, entry: CachedTables): void {
  const old = cache.get(stageId);
  if (old && old.version > entry.version) return;
  cache.delete(stageId);
  cache.set(stageId, entry);
  if (cache.size > MAX_STAGES) cache.delete(cache.keys().next().value!);
}
