import { resultJodi } from './numbers';
import { sheetTotals, type Sheet } from './sheet';

/** A client's terms: passing_rate (jodi pays x rate, haruf x rate/10), lc and patti in percent. */
export interface ClientTerms {
  passing_rate: number;
  lc: number;
  patti: number;
  /** 'loss' (default): lc only on a net loss; 'total': lc on everything played. */
  commission_basis?: 'loss' | 'total' | undefined;
}

/** One hisab row's figures, in paise (DESIGN section 5). */
export interface Settlement {
  name_result: string;
  total_kaam: number;
  jodi_ps: number;
  hrf_ps: number;
  win: number;
  gross: number;
  lc_comm: number;
  profit_loss: number;
}

/**
 * Settles one sheet against a declared result:
 *   total_kaam  = jodi amounts + andar + bahar
 *   jodi_ps     = amount on the winning jodi; hrf_ps = andar[tens] + bahar[units]
 *   win         = jodi_ps x rate + hrf_ps x rate/10
 *   gross       = total_kaam - win (positive: the client lost)
 *   lc_comm     = basis loss:  gross > 0 ? gross x lc% : 0
 *                 basis total: total_kaam x lc%
 *   profit_loss = (gross - lc_comm) x (1 - patti%)
 * A non-numeric result (such as WIN) settles nothing: null.
 */
export function settleSheet(sheet: Sheet, terms: ClientTerms, result: string): Settlement | null {
  const jodi = resultJodi(result);
  if (jodi === null) return null;
  const tens = Math.floor(jodi / 10);
  const units = jodi % 10;
  const total_kaam = sheetTotals(sheet).totalPaise;
  const jodi_ps = sheet.jodi[jodi] ?? 0;
  const hrf_ps = (sheet.andar[tens] ?? 0) + (sheet.bahar[units] ?? 0);
  const win = Math.round(jodi_ps * terms.passing_rate + (hrf_ps * terms.passing_rate) / 10);
  const gross = total_kaam - win;
  const lc_comm =
    terms.commission_basis === 'total'
      ? Math.round((total_kaam * terms.lc) / 100)
      : gross > 0
        ? Math.round((gross * terms.lc) / 100)
        : 0;
  const profit_loss = Math.round(((gross - lc_comm) * (100 - terms.patti)) / 100);
  return {
    name_result: result.trim(),
    total_kaam,
    jodi_ps,
    hrf_ps,
    win,
    gross,
    lc_comm,
    profit_loss,
  };
}
