import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** LaserBook's words. */
export const { useT: useLaserBookT, t: laserBookT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "jantri-ledger-laser-book-hi" */ './locales/hi.json'),
);
