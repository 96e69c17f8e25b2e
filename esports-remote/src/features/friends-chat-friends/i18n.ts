import { currentLanguage, defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

export const { useT: useFriendsT, t: friendsT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "friends-chat-friends-hi" */ './locales/hi.json'),
);

/** A message in the page's language, for code outside React (toasts of a mutation, fallbacks). */
export const friendsMessage = (key: keyof typeof en) => friendsT(currentLanguage(), key);
