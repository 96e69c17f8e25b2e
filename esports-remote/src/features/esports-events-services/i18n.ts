import { defineCatalogue } from '@bgmi/shared/i18n';
import en from './locales/en.json';

export const { useT: useServicesT, t: servicesT } = defineCatalogue(
  en,
  () => import(/* webpackChunkName: "esports-events-services-hi" */ './locales/hi.json'),
);
