import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

export const { useT: useBlogsT, t: blogsT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "esports-events-blogs-hi" */ './locales/hi.json'),
);
