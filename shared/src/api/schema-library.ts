import { yieldToMain } from './yield-to-main';

/**
 * The schema library (zod) started once, in a task of its own, before the code that builds
 * schemas with it: zod's own start is 15-20 ms at 1x here (four times that on a phone), and it
 * ran inside whichever task first needed it, a page's chunk or a lazy endpoint's contract, the
 * longest task of a page's load. Resolves one task after zod ran; a failed load is retried by
 * the next caller.
 */
let schemaLibrary: Promise<void> | undefined;

export function loadSchemaLibrary(): Promise<void> {
  schemaLibrary ??= import('zod').then(
    () => yieldToMain(),
    (error: unknown) => {
      schemaLibrary = undefined;
      throw error;
    },
  );
  return schemaLibrary;
}
