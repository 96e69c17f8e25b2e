import fc from 'fast-check';
import { checkDefs, isNode, type ZodNode } from './zod-node';
import { GENERIC_BOUNDARIES } from './zod-boundaries';

/**
 * Fuzz inputs built from the contract itself (issue 25): a walk over a zod 4 schema (its
 * `_zod.def`) gives a fast-check arbitrary of near-valid values and, per leaf field, the
 * boundary values of its type. zod-fast-check only speaks zod 3, so this small walker reads
 * the few node types the contract uses; an unknown node type gets generic junk, never a skip.
 */

// The walk's other parts, in files of their own: the zod internals it reads (zod-node.ts), the
// boundary values per field (zod-boundaries.ts), and the field paths and their replacement
// (zod-fields.ts). The tests import all of it from here.
export { boundaryValues } from './zod-boundaries';
export { fieldPaths, setAt } from './zod-fields';

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
