import { settleLayer, type ClientTerms } from '@bgmi/shared/server';
import type { DbOrTx } from '../../db/database';
import { passesOfGameDay } from '../../repositories/upper-broker/jantri-pass-repository';
import { replacePassHisabRows } from '../../repositories/upper-broker/jantri-pass-hisab-repository';
import { findUpperById } from '../../repositories/upper-broker/jantri-upper-repository';
import { passSheet } from '../../wire/upper-broker';

/**
 * At a declared result, settles what the operator passed up on a game and day: the accepted
 * passes (and those recorded for an upper who keeps no books here), summed per upper and settled
 * once on that upper's terms, as the upper's own book settles the client standing for him.
 * Replaces the day's pass rows of the game; run inside the result's transaction.
 */
export async function settlePassesOfGame(
  tx: DbOrTx,
  ownerId: string,
  gameName: string,
  day: string,
  result: string,
): Promise<number> {
  const passes = await passesOfGameDay(tx, ownerId, gameName, day, ['accepted', 'recorded']);
  const terms = new Map<string, { name: string; terms: ClientTerms }>();
  for (const pass of passes) {
    if (terms.has(pass.upperId)) continue;
    const upper = await findUpperById(tx, pass.upperId);
    if (!upper) continue;
    terms.set(pass.upperId, {
      name: upper.name,
      terms: {
        passing_rate: upper.passingRate,
        lc: upper.lc,
        patti: upper.patti,
        commission_basis: upper.commissionBasis,
      },
    });
  }
  const layer = settleLayer(
    [],
    passes.flatMap((pass) => {
      const upper = terms.get(pass.upperId);
      return upper ? [{ upperKey: pass.upperId, terms: upper.terms, sheet: passSheet(pass) }] : [];
    }),
    result,
  );
  const rows = (layer?.passed ?? []).map(({ upperKey, settlement }) => ({
    upperName: terms.get(upperKey)!.name,
    gameName,
    resultDate: day,
    nameResult: settlement.name_result,
    totalKaamPaise: settlement.total_kaam,
    winPaise: settlement.win,
    lcCommPaise: settlement.lc_comm,
    profitLossPaise: settlement.profit_loss,
  }));
  await replacePassHisabRows(tx, ownerId, gameName, day, rows);
  return rows.length;
}
