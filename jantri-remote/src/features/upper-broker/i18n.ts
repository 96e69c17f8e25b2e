import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** The upper broker's words (issue 27, DESIGN section 9): Hindi loads when a reader needs it. */
export const { useT: useUpperT, t: upperT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "upper-broker-hi" */ './locales/hi.json'),
);
