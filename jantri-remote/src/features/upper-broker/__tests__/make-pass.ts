import type { JantriPass } from '@bgmi/shared/jantri-contract';

/** `n` cells, 0 but where `at` says. */
export const cells = (n: number, at: Record<number, number> = {}) =>
  Array.from({ length: n }, (_, i) => at[i] ?? 0);

/** A pass chhota sent to Bada Bhai for Delhi Bazar: 12(60) A 1(20), changed by `over`. */
export const makePass = (over: Partial<JantriPass>): JantriPass => ({
  _id: '0b3f4e9a-8c57-4c1e-9d2a-1f2e3d4c5b6a',
  upper_id: 'u',
  upper_name: 'Bada Bhai',
  from_username: 'chhota',
  game_name: 'Delhi Bazar',
  date: '2026-11-25',
  terms: 'Rate 90 · Commission 0% on loss · Patti 0%',
  terms_of: { passing_rate: 90, lc: 0, commission_basis: 'loss', patti: 0 },
  status: 'sent',
  refuse_reason: null,
  cutting: '12(60) A 1(20)',
  details: cells(100, { 12: 60 }),
  andar: cells(10, { 1: 20 }),
  bahar: cells(10),
  total: 80,
  createdAt: '2026-11-25T10:00:00Z',
  ...over,
});
