// The zod of the browser sides, shared at run time as its own module (`@bgmi/shared/zod-runtime`,
// version-checked, scripts/webpack/shared-packages.js): the schemas stay each side's own code, but the library
// they are built with is loaded once per page. Only the parts the schemas call are listed, so
// the shared module is not the whole package (its locales alone are ~60 KB gzip). The browser
// builds resolve `zod` to zod-from-host.ts, which reads this; types still come from zod itself.
// Each part read off the namespace by name: the bundler keeps only these (not `{ ...zod }`).
import * as zod from 'zod';

export const z = {
  array: zod.array,
  boolean: zod.boolean,
  coerce: zod.coerce,
  enum: zod.enum,
  literal: zod.literal,
  NEVER: zod.NEVER,
  number: zod.number,
  object: zod.object,
  preprocess: zod.preprocess,
  record: zod.record,
  string: zod.string,
  union: zod.union,
  unknown: zod.unknown,
};
