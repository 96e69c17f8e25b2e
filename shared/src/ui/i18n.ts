import { defineCatalogue } from '../i18n/catalogue';
import en from './locales/en.json';

/** The words of shared's UI (the kit, the login prompt, the embedded login): DESIGN section 9. */
export const { useT: useUiT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "ui-kit-hi" */ './locales/hi.json'),
);
