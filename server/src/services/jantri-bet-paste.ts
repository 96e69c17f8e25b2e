import { pasteProblem, readPaste, type PasteGame } from '@bgmi/shared/server';
import type { PasteBetRecord } from './jantri-bet-store';
import { listGames } from '../repositories/jantri-ledger/jantri-client-repository';
import type { DbOrTx } from '../db/database';
import { badRequest } from '../lib/http-error';

/** The operator's games as the preview gets them (get-jantri-games): names and short names. */
export async function pasteGames(db: DbOrTx, userId: string): Promise<PasteGame[]> {
  const games = await listGames(db, userId);
  return games.map((game) => ({ name: game.gameName, shortName: game.shortName }));
}

export interface PasteBody {
  text: string;
  other_readings?: number[] | undefined;
  kept_readings?: number[] | undefined;
}

/**
 * Reads a paste exactly as the preview did (issue 24): the shared readPaste with the operator's
 * game names and short names and his choices, and the shared pasteProblem deciding whether it
 * may be stored (a 400 naming the field otherwise). Returns the bet records without their
 * client and game.
 */
export async function readBetPaste(db: DbOrTx, userId: string, body: PasteBody) {
  const choices = {
    otherReadings: body.other_readings ?? [],
    keptReadings: body.kept_readings ?? [],
  };
  const parsed = readPaste(body.text, await pasteGames(db, userId), choices);
  const problem = pasteProblem(body.text, parsed, choices);
  if (problem) throw badRequest(problem.message, problem.field);
  const records: PasteBetRecord[] = parsed.entries.map((entry) => ({
    betType: entry.bet_type,
    betNumbers: entry.bet_numbers,
    hrufType: entry.hruf_type ?? null,
    source: entry.source.slice(0, 500),
    amountsPaise: entry.amounts,
    totalPaise: entry.totalPaise,
  }));
  return { records, totalPaise: parsed.totalPaise };
}
