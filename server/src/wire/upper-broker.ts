import { paiseToRupees } from '@bgmi/shared/server';
import type { JantriPass, JantriUpper, LayerGame } from '@bgmi/shared/server';
import { cutOneLine, type Sheet } from '@bgmi/shared/server';
import type { PassRow } from '../repositories/upper-broker/jantri-pass-repository';
import type { UpperWithUsername } from '../repositories/upper-broker/jantri-upper-repository';

/** The cells of a pass as a sheet in paise. */
export function passSheet(pass: Pick<PassRow, 'jodiPaise' | 'andarPaise' | 'baharPaise'>): Sheet {
  return { jodi: [...pass.jodiPaise], andar: [...pass.andarPaise], bahar: [...pass.baharPaise] };
}

export function upperToWire(upper: UpperWithUsername): JantriUpper {
  return {
    _id: upper.id,
    name: upper.name,
    upper_username: upper.upperUsername,
    passing_rate: upper.passingRate,
    lc: upper.lc,
    commission_basis: upper.commissionBasis,
    patti: upper.patti,
    createdAt: upper.createdAt.toISOString(),
  };
}

/** "Rate 90 · Commission 5% on loss · Patti 0%". */
export function termsText(t: PassRow['terms']): string {
  const basis = t.commissionBasis === 'total' ? 'on total' : 'on loss';
  return `Rate ${t.passingRate} · Commission ${t.lc}% ${basis} · Patti ${t.patti}%`;
}

export function passToWire(pass: PassRow): JantriPass {
  return {
    _id: pass.id,
    upper_id: pass.upperId,
    upper_name: pass.upperName,
    from_username: pass.fromUsername,
    game_name: pass.gameName,
    date: pass.passDate,
    terms: termsText(pass.terms),
    terms_of: {
      passing_rate: pass.terms.passingRate,
      lc: pass.terms.lc,
      commission_basis: pass.terms.commissionBasis,
      patti: pass.terms.patti,
    },
    status: pass.status,
    refuse_reason: pass.refuseReason,
    cutting: cutOneLine(passSheet(pass)),
    details: pass.jodiPaise.map(paiseToRupees),
    andar: pass.andarPaise.map(paiseToRupees),
    bahar: pass.baharPaise.map(paiseToRupees),
    total: paiseToRupees(pass.totalPaise),
    createdAt: pass.createdAt.toISOString(),
  };
}

/** One game of a layer's hisab day, in paise, as the route adds it up. */
export interface LayerAcc {
  result: string;
  clientsKaam: number;
  clientsPl: number;
  passed: { upper_name: string; kaam: number; pl: number }[];
}

/** A game of a layer's hisab: his clients' play, what he passed up, what he kept, his net. */
export function toLayerGame(game_name: string, acc: LayerAcc): LayerGame {
  const passedKaam = acc.passed.reduce((a, p) => a + p.kaam, 0);
  const passedPl = acc.passed.reduce((a, p) => a + p.pl, 0);
  return {
    game_name,
    result: acc.result,
    clients_kaam: paiseToRupees(acc.clientsKaam),
    clients_profit_loss: paiseToRupees(acc.clientsPl),
    passed: acc.passed.map((p) => ({
      upper_name: p.upper_name,
      total_kaam: paiseToRupees(p.kaam),
      profit_loss: paiseToRupees(p.pl),
    })),
    passed_kaam: paiseToRupees(passedKaam),
    kept_kaam: paiseToRupees(acc.clientsKaam - passedKaam),
    net: paiseToRupees(acc.clientsPl - passedPl),
  };
}

/** The day's totals over the games (summed in paise, so no rupee rounding adds up). */
export function layerTotals(games: LayerGame[]) {
  const sum = (pick: (g: LayerGame) => number) =>
    paiseToRupees(games.reduce((a, g) => a + Math.round(pick(g) * 100), 0));
  return {
    kept_kaam: sum((g) => g.kept_kaam),
    passed_kaam: sum((g) => g.passed_kaam),
    net: sum((g) => g.net),
  };
}
