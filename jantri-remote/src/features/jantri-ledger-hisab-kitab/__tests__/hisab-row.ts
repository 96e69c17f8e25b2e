import type { HisabRow } from '@bgmi/shared/jantri-contract';

/** A day of Ramesh's book on Delhi Bazar (result 45), nothing played, changed by `over`. */
export const row = (over: Partial<HisabRow>): HisabRow => ({
  _id: String(Math.random()),
  client_name: 'Ramesh',
  game_name: 'Delhi Bazar',
  date: '2026-11-22',
  hrf_ps: 0,
  jodi_ps: 0,
  name_result: '45',
  lc_comm: 0,
  profit_loss: 0,
  total_kaam: 0,
  ...over,
});
