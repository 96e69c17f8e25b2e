import { checkDefs, isNode, unwrap } from './zod-node';

/**
 * The boundary values the fuzz tests put in each field (issue 25): every type's edge cases, and
 * the edges of the field's own checks (zod-arbitrary.ts re-exports them for the tests).
 */

const UUID_V4 = '3b241101-e2bb-4255-8caf-4136c566a962';

/** Boundary values of every type (issue 25's list), tried in every field of every call. */
export const GENERIC_BOUNDARIES: unknown[] = [
  null,
  true,
  [],
  {},
  { $gt: '' },
  '',
  ' ',
  'a\u0000b',
  '\u202Eevil\u200F',
  '\uFEFF',
  '𝕏🙂',
  'x'.repeat(10_001),
  '2000-02-30',
  '0000-01-01',
  '2024-02-29T25:61:00Z',
  'a'.repeat(36),
  '-'.repeat(36),
  '0123456789abcdef0123456789abcdef0123',
  UUID_V4.toUpperCase(),
  `{${UUID_V4}}`,
  UUID_V4.replace(/-/g, ''),
  UUID_V4.slice(0, 35),
  '00000000-0000-0000-0000-000000000000',
  '99999999999999999999999999',
  '1e400',
  'NaN',
  "' OR 1=1 --",
  '../../etc/passwd',
  0,
  -0,
  -1,
  0.001,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Values near the edges of this node's own checks (length and range bounds, formats). */
export function boundaryValues(schema: unknown): unknown[] {
  if (!isNode(schema)) return GENERIC_BOUNDARIES;
  const node = unwrap(schema);
  const def = node._zod.def;
  const extra: unknown[] = [];
  for (const check of checkDefs(node)) {
    if (check.check === 'min_length' && check.minimum !== undefined)
      extra.push('y'.repeat(Math.max(0, check.minimum - 1)), 'y'.repeat(check.minimum));
    if (check.check === 'max_length' && check.maximum !== undefined)
      extra.push('y'.repeat(check.maximum), 'y'.repeat(check.maximum + 1));
    if (
      (check.check === 'greater_than' || check.check === 'less_than') &&
      check.value !== undefined
    )
      extra.push(check.value - 1, check.value, check.value + 1, check.value + 0.5);
  }
  if (def.type === 'enum') extra.push(...Object.values(def.entries ?? {}), 'not-one-of-them');
  if (def.type === 'array') extra.push(Array(1001).fill(1), [null], [[]]);
  return [...GENERIC_BOUNDARIES, ...extra];
}
