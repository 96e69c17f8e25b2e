import fc from 'fast-check';

/**
 * Fuzz inputs built from the contract itself (issue 25): a walk over a zod 4 schema (its
 * `_zod.def`) gives a fast-check arbitrary of near-valid values and, per leaf field, the
 * boundary values of its type. zod-fast-check only speaks zod 3, so this small walker reads
 * the few node types the contract uses; an unknown node type gets generic junk, never a skip.
 */

interface ZodNode {
  _zod: { def: ZodDef };
}
interface ZodDef {
  type: string;
  checks?: ZodNode[];
  shape?: Record<string, ZodNode>;
  innerType?: ZodNode;
  in?: ZodNode;
  out?: ZodNode;
  element?: ZodNode;
  options?: ZodNode[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  valueType?: ZodNode;
  left?: ZodNode;
  right?: ZodNode;
  items?: ZodNode[];
  getter?: () => ZodNode;
  check?: string;
  format?: string;
  pattern?: RegExp | string;
  minimum?: number;
  maximum?: number;
  value?: number;
}

const isNode = (value: unknown): value is ZodNode =>
  Boolean(value && typeof value === 'object' && '_zod' in value);

/** Skips wrappers (optional, default, pipe input side, ...) to the node that holds the shape. */
function unwrap(node: ZodNode): ZodNode {
  const def = node._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return unwrap(def.innerType!);
    case 'pipe':
      // z.preprocess(fn, inner) is pipe(transform, inner): the inner schema says the shape.
      return unwrap(def.in!._zod.def.type === 'transform' ? def.out! : def.in!);
    case 'lazy':
      return unwrap(def.getter!());
    default:
      return node;
  }
}

function checkDefs(node: ZodNode): ZodDef[] {
  return (node._zod.def.checks ?? []).map((check) => check._zod.def);
}

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

function stringArbitrary(node: ZodNode): fc.Arbitrary<string> {
  let min = 0;
  let max = 24;
  for (const check of checkDefs(node)) {
    if (check.check === 'min_length') min = check.minimum ?? min;
    if (check.check === 'max_length') max = Math.min(check.maximum ?? max, 64);
    if (check.check === 'string_format') {
      if (check.format === 'regex' && check.pattern) {
        const source = typeof check.pattern === 'string' ? check.pattern : check.pattern.source;
        try {
          // fast-check reads a regex without flags (i, u); the schema still judges the value.
          return fc.stringMatching(new RegExp(source)).filter((s) => s.length <= 200);
        } catch {
          break; // a construct it cannot generate from: plain strings instead
        }
      }
      if (check.format === 'uuid' || check.format === 'guid') return fc.uuid();
      if (check.format === 'email') return fc.emailAddress();
    }
  }
  max = Math.max(min, max);
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }),
  );
}

function numberArbitrary(node: ZodNode): fc.Arbitrary<number> {
  let min = -1e6;
  let max = 1e6;
  let int = false;
  for (const check of checkDefs(node)) {
    if (check.check === 'greater_than') min = check.value ?? min;
    if (check.check === 'less_than') max = check.value ?? max;
    if (check.check === 'number_format' && check.format?.includes('int')) int = true;
  }
  if (min > max) [min, max] = [max, min];
  if (int)
    return fc.integer({ min: Math.ceil(Math.max(min, -2e9)), max: Math.floor(Math.min(max, 2e9)) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A fast-check arbitrary of values shaped like the schema (most of them valid or nearly). */
export function arbitrary(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (!isNode(schema) || depth > 6) return fc.constantFrom(...GENERIC_BOUNDARIES);
  const def = schema._zod.def;
  switch (def.type) {
    case 'optional':
      return fc.option(arbitrary(def.innerType, depth + 1), { nil: undefined });
    case 'nullable':
      return fc.option(arbitrary(def.innerType, depth + 1), { nil: null });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return arbitrary(def.innerType, depth + 1);
    case 'pipe':
      return arbitrary(def.in!._zod.def.type === 'transform' ? def.out : def.in, depth + 1);
    case 'lazy':
      return arbitrary(def.getter!(), depth + 1);
    case 'object': {
      const shape = def.shape ?? {};
      return fc.record(
        Object.fromEntries(
          Object.entries(shape).map(([key, value]) => [key, arbitrary(value, depth + 1)]),
        ),
        { requiredKeys: [] },
      );
    }
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { a: 'a' }));
    case 'array':
      return fc.array(arbitrary(def.element, depth + 1), { maxLength: 5 });
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((item) => arbitrary(item, depth + 1)));
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => arbitrary(option, depth + 1)));
    case 'intersection':
      return arbitrary(def.left, depth + 1);
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), arbitrary(def.valueType, depth + 1), {
        maxKeys: 4,
      });
    default:
      return fc.constantFrom(...GENERIC_BOUNDARIES);
  }
}

/** Every field path of an object schema, nested objects and array elements included. */
export function fieldPaths(schema: unknown, prefix: (string | number)[] = [], depth = 0) {
  const paths: { path: (string | number)[]; schema: ZodNode }[] = [];
  if (!isNode(schema) || depth > 4) return paths;
  const node = unwrap(schema);
  const def = node._zod.def;
  if (def.type === 'object')
    for (const [key, value] of Object.entries(def.shape ?? {})) {
      paths.push({ path: [...prefix, key], schema: value });
      paths.push(...fieldPaths(value, [...prefix, key], depth + 1));
    }
  if (def.type === 'array' && isNode(def.element)) {
    const inner = unwrap(def.element)._zod.def.type;
    if (inner === 'object' || inner === 'array')
      paths.push(...fieldPaths(def.element, [...prefix, 0], depth + 1));
    else paths.push({ path: [...prefix, 0], schema: def.element });
  }
  return paths;
}

/** A copy of `body` with `value` at `path` (objects and arrays made on the way). */
export function setAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(body) ? [...(body as unknown[])] : [];
    list[head] = setAt(list[head], rest, value);
    return list;
  }
  const object =
    body && typeof body === 'object' && !Array.isArray(body)
      ? { ...(body as Record<string, unknown>) }
      : {};
  object[head!] = setAt(object[head!], rest, value);
  return object;
}
