import { isNode, unwrap, type ZodNode } from './zod-node';

/**
 * Where the fuzz tests put a boundary value (issue 25): the field paths of a body schema, and a
 * body with one field replaced (zod-arbitrary.ts re-exports them for the tests).
 */

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
