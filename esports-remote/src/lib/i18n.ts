import { defineCatalogue } from '@bgmi/shared/i18n';
import en from '../locales/en.json';

/** The esports side's shared words (components, lib, app, route titles): DESIGN section 9. */
export const { useT: useEsportsT, t: esportsT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "esports-hi" */ '../locales/hi.json'),
);
