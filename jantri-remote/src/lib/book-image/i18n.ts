import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

/**
 * The words of the books a person carries (PNG images, CSV files) and of their buttons (issue 27,
 * DESIGN section 9): an image or a file is made in the reader's language.
 */
export const { useT: useBookT, t: bookT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "jantri-book-image-hi" */ './locales/hi.json'),
);
