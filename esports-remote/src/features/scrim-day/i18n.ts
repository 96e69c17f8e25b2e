import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

export const { useT: useEventDayT, t: eventDayT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "scrim-day-hi" */ './locales/hi.json'),
);
