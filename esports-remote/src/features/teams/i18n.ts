import { currentLanguage, defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

export const { useT: useTeamsT, t: teamsT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "teams-hi" */ './locales/hi.json'),
);

/** A message in the page's language, for code outside React (toasts of a mutation, fallbacks). */
export const teamsMessage = (key: keyof typeof en) => teamsT(currentLanguage(), key);
