import { passAsRecords } from '@bgmi/shared/server';
import type { DbOrTx } from '../../db/database';
import {
  deleteBetRecordsByIds,
  insertBetRecords,
} from '../../repositories/jantri-ledger/jantri-bet-repository';
import {
  findClient,
  findGame,
  insertClient,
  insertGame,
  updateClientTerms,
} from '../../repositories/jantri-ledger/jantri-client-repository';
import type { PassRow } from '../../repositories/upper-broker/jantri-pass-repository';
import {
  setUpperClient,
  type UpperWithUsername,
} from '../../repositories/upper-broker/jantri-upper-repository';
import { passSheet } from '../../wire/upper-broker';

/**
 * The client standing for the sender in the upper's book: the one made at his first accepted
 * pass, or a new one named after the sender (a suffix when the upper already has that name).
 * Its terms are set to the terms the pass was sent on, which the upper saw when accepting, so
 * both books settle the pass alike.
 */
async function standInClient(
  tx: DbOrTx,
  upperUserId: string,
  upper: UpperWithUsername,
  from: string,
) {
  const terms = {
    passingRate: upper.passingRate,
    lc: upper.lc,
    patti: upper.patti,
    commissionBasis: upper.commissionBasis,
  };
  if (upper.clientId) {
    const kept = await updateClientTerms(tx, upperUserId, upper.clientId, terms);
    if (kept) return kept;
  }
  let name = from;
  for (let n = 2; await findClient(tx, upperUserId, name); n += 1) name = `${from} ${n}`;
  const client = await insertClient(tx, upperUserId, name, terms);
  await setUpperClient(tx, upper.id, client.id);
  return client;
}

/** Writes an accepted pass into the upper's book as bets of the stand-in client; answers their ids. */
export async function writePassIntoUpperBook(
  tx: DbOrTx,
  upperUserId: string,
  upper: UpperWithUsername,
  pass: PassRow,
): Promise<string[]> {
  const client = await standInClient(tx, upperUserId, upper, pass.fromUsername);
  const game =
    (await findGame(tx, upperUserId, pass.gameName)) ??
    (await insertGame(tx, upperUserId, pass.gameName, pass.gameName.slice(0, 20)));
  return insertBetRecords(
    tx,
    upperUserId,
    passAsRecords(passSheet(pass)).map((part) => ({
      clientId: client.id,
      gameId: game.id,
      betType: part.bet_type,
      betNumbers: Object.keys(part.amounts).join(','),
      hrufType: part.hruf_type ?? null,
      source: `pass from ${pass.fromUsername}`,
      amountsPaise: part.amounts,
      totalPaise: Object.values(part.amounts).reduce((a, b) => a + b, 0),
    })),
  );
}

/** Takes an accepted pass's bets out of the upper's book. */
export async function removePassFromUpperBook(tx: DbOrTx, upperUserId: string, pass: PassRow) {
  return deleteBetRecordsByIds(tx, upperUserId, pass.betIds);
}
