import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

export const { useT: useBlogsT, t: blogsT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "blogs-hi" */ './locales/hi.json'),
);
