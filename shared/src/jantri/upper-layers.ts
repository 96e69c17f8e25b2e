import { DIGIT_LABELS, JODI_LABELS } from './numbers';
import { emptySheet, sheetTotals, type Sheet, type SheetPart } from './sheet';
import { settleSheet, type ClientTerms, type Settlement } from './settlement';

/**
 * The upper broker's layers (DESIGN section 5, issue 27). An operator's clients play a sheet;
 * he passes part of it up (passes) to an upper operator on the upper's terms. At a result:
 * - each client settles on its own terms (the client rows of the operator's hisab);
 * - the passed sheet settles on the upper's terms, once per upper and game and day (the upper's
 *   own book holds it as one client standing for the operator, settled the same way, so the
 *   two books agree to the paisa);
 * - the operator's net is his clients' profit_loss less what the upper made on the passes.
 */
export interface LayerClient {
  terms: ClientTerms;
  sheet: Sheet;
}

export interface LayerPass {
  upperKey: string;
  terms: ClientTerms;
  sheet: Sheet;
}

export interface LayerHisab {
  clients: Settlement[];
  /** One settlement per upper: as the upper reckons it (profit_loss > 0: the upper gained). */
  passed: { upperKey: string; settlement: Settlement }[];
  clientsKaam: number;
  passedKaam: number;
  keptKaam: number;
  clientsProfitLoss: number;
  passedProfitLoss: number;
  net: number;
}

/** Adds sheets cell by cell into a new one. */
export function sumSheets(sheets: Iterable<Sheet>): Sheet {
  const total = emptySheet();
  for (const sheet of sheets) {
    sheet.jodi.forEach((paise, n) => (total.jodi[n] = (total.jodi[n] ?? 0) + paise));
    sheet.andar.forEach((paise, d) => (total.andar[d] = (total.andar[d] ?? 0) + paise));
    sheet.bahar.forEach((paise, d) => (total.bahar[d] = (total.bahar[d] ?? 0) + paise));
  }
  return total;
}

/** A pass's cells as the bet records of the client standing for the sender in the upper's book. */
export function passAsRecords(sheet: Sheet): (SheetPart & { bet_type: 'jodi' | 'hruf' })[] {
  const pick = (cells: number[], names: readonly string[]) =>
    Object.fromEntries(
      cells.flatMap((paise, i) => (paise > 0 ? [[names[i] as string, paise]] : [])),
    ) as Record<string, number>;
  const parts: (SheetPart & { bet_type: 'jodi' | 'hruf' })[] = [];
  const jodi = pick(sheet.jodi, JODI_LABELS);
  if (Object.keys(jodi).length) parts.push({ bet_type: 'jodi', hruf_type: null, amounts: jodi });
  const andar = pick(sheet.andar, DIGIT_LABELS);
  if (Object.keys(andar).length)
    parts.push({ bet_type: 'hruf', hruf_type: 'andar', amounts: andar });
  const bahar = pick(sheet.bahar, DIGIT_LABELS);
  if (Object.keys(bahar).length)
    parts.push({ bet_type: 'hruf', hruf_type: 'bahar', amounts: bahar });
  return parts;
}

/** Settles one operator's layer for a result; null when the result is not a number. */
export function settleLayer(
  clients: LayerClient[],
  passes: LayerPass[],
  result: string,
): LayerHisab | null {
  const settledClients: Settlement[] = [];
  for (const client of clients) {
    const settled = settleSheet(client.sheet, client.terms, result);
    if (settled === null) return null;
    settledClients.push(settled);
  }
  const byUpper = new Map<string, LayerPass[]>();
  for (const pass of passes)
    byUpper.set(pass.upperKey, [...(byUpper.get(pass.upperKey) ?? []), pass]);
  const passed: LayerHisab['passed'] = [];
  for (const [upperKey, list] of byUpper) {
    const settlement = settleSheet(sumSheets(list.map((p) => p.sheet)), list[0]!.terms, result);
    if (settlement === null) return null;
    passed.push({ upperKey, settlement });
  }
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const clientsKaam = sum(clients.map((c) => sheetTotals(c.sheet).totalPaise));
  const passedKaam = sum(passed.map((p) => p.settlement.total_kaam));
  const clientsProfitLoss = sum(settledClients.map((s) => s.profit_loss));
  const passedProfitLoss = sum(passed.map((p) => p.settlement.profit_loss));
  return {
    clients: settledClients,
    passed,
    clientsKaam,
    passedKaam,
    keptKaam: clientsKaam - passedKaam,
    clientsProfitLoss,
    passedProfitLoss,
    net: clientsProfitLoss - passedProfitLoss,
  };
}
