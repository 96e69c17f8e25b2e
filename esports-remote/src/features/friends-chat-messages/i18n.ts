import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

export const { useT: useChatT, t: chatT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "friends-chat-messages-hi" */ './locales/hi.json'),
);
