import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

export const { useT: useOrganizerT, t: organizerT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "scrim-day-organizer-hi" */ './locales/hi.json'),
);
