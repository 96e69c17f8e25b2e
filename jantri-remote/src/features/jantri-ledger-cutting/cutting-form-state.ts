import { LEDGER_MESSAGES } from '@bgmi/shared';
import type { CuttingRequest } from './api/cutting-data';

/** The spec's two checks of the cutting form, in order; null when the request may go. */
export function cuttingProblem(request: CuttingRequest): string | null {
  if (!request.client_name || !request.game_name) return LEDGER_MESSAGES.selectBoth;
  // "less %" cuts a share of every cell, so it stands in for the two cutting amounts.
  const less = request.less_percent?.trim() ?? '';
  if (request.cutNum.trim() === '' && request.cutHrf.trim() === '' && less === '')
    return LEDGER_MESSAGES.enterCutting;
  return null;
}
