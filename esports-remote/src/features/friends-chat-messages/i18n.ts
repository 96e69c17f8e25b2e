import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

export const { useT: useChatT, t: chatT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "chat-hi" */ './locales/hi.json'),
);
