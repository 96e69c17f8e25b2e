import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

export const { useT: useStaticPagesT, t: staticPagesT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "static-pages-hi" */ './locales/hi.json'),
);
