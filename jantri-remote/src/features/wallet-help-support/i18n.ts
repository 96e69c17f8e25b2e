import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** Help and support's words. */
export const { useT: useHelpSupportT, t: helpSupportT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "wallet-help-support-hi" */ './locales/hi.json'),
);
