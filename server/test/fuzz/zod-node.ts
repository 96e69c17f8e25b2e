/**
 * The zod 4 internals the fuzz walker reads (zod-arbitrary.ts): a node's `_zod.def`, its checks,
 * and the node under its wrappers.
 */

export interface ZodNode {
  _zod: { def: ZodDef };
}
export interface ZodDef {
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

export const isNode = (value: unknown): value is ZodNode =>
  Boolean(value && typeof value === 'object' && '_zod' in value);

/** Skips wrappers (optional, default, pipe input side, ...) to the node that holds the shape. */
export function unwrap(node: ZodNode): ZodNode {
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

export function checkDefs(node: ZodNode): ZodDef[] {
  return (node._zod.def.checks ?? []).map((check) => check._zod.def);
}
