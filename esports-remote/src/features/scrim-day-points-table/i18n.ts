import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

export const { useT: usePointsTableT, t: pointsTableT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "scrim-day-points-table-hi" */ './locales/hi.json'),
);
