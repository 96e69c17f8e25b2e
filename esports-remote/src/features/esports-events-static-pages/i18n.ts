import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

export const { useT: useStaticPagesT, t: staticPagesT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "esports-events-static-pages-hi" */ './locales/hi.json'),
);
