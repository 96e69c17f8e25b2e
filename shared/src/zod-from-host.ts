// What `import { z } from 'zod'` is in the browser builds (webpack.common.js, scripts/webpack/shared-packages.js): the page's one
// shared zod (zod-runtime.ts). A call zod-runtime.ts does not list is undefined here: list it there.
export { z } from '@bgmi/shared/zod-runtime';
