import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

export const { useT: useHomeT, t: homeT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "esports-events-home-hi" */ './locales/hi.json'),
);
