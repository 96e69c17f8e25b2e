import { currentLanguage, defineCatalogue, type Translate } from '@bgmi/shared/i18n';
import en from './locales/en.json';

export const { useT: useStagesT, t: stagesT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "esports-stages-hi" */ './locales/hi.json'),
);

export type StagesTranslate = Translate<keyof typeof en>;

/** The stages' words in the page's language, for code outside React. */
export const stagesPageT: StagesTranslate = (key, values) =>
  stagesT(currentLanguage(), key, values);
