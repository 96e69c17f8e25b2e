import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** The number game page's words. */
export const { useT: usePlatformGameT, t: platformGameT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "platform-game-hi" */ './locales/hi.json'),
);
