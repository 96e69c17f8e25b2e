import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

export const { useT: useTournamentsT, t: tournamentsT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "esports-events-tournaments-hi" */ './locales/hi.json'),
);
