import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** The help page's words (its topics too). */
export const { useT: useApkInfoT, t: apkInfoT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "jantri-ledger-apk-info-hi" */ './locales/hi.json'),
);
