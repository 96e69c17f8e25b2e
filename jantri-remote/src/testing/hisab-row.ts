import type { HisabRow } from '@bgmi/shared/jantri-contract';

/** One hisab kitab row (Ramesh, Delhi Bazar, 2026-11-25, result 12) with the figures given, 0 else. */
export const hisabRow = (figures: Partial<HisabRow> = {}): HisabRow => ({
  _id: '1',
  client_name: 'Ramesh',
  game_name: 'Delhi Bazar',
  date: '2026-11-25',
  name_result: '12',
  total_kaam: 0,
  jodi_ps: 0,
  hrf_ps: 0,
  lc_comm: 0,
  profit_loss: 0,
  ...figures,
});
