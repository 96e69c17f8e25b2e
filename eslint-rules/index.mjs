// The project's own ESLint rules (eslint.config.mjs), each with a test that plants a violation
// (rules.test.mjs, run by `npm run lint`).
import { wireMappingHome } from './wire-mapping-home.mjs';
import { walletWriteHome } from './wallet-write-home.mjs';
import { uiKitServes } from './ui-kit-serves.mjs';

export const homeRules = {
  rules: {
    'wire-mapping-home': wireMappingHome,
    'wallet-write-home': walletWriteHome,
    'ui-kit-serves': uiKitServes,
  },
};
