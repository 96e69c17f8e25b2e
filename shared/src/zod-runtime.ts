// The zod of the browser sides, shared at run time as its own module (`@bgmi/shared/zod-runtime`,
// version-checked, webpack.common.js): the schemas stay each side's own code, but the library
// they are built with is loaded once per page. Only the parts the schemas call are listed, so
// the shared module is not the whole package (its locales alone are ~60 KB gzip). The browser
// builds resolve `zod` to zod-from-host.ts, which reads this; types still come from zod itself.
import {
  array,
  boolean,
  coerce,
  enum as enumOf,
  literal,
  NEVER,
  number,
  object,
  preprocess,
  record,
  string,
  union,
  unknown,
} from 'zod';

export const z = {
  array,
  boolean,
  coerce,
  enum: enumOf,
  literal,
  NEVER,
  number,
  object,
  preprocess,
  record,
  string,
  union,
  unknown,
};
