import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/** The subscribe box's words (on "/": kept apart so the first page carries only these). */
export const { useT: useSubscribeT, t: subscribeT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "subscribe-hi" */ './locales/hi.json'),
);
