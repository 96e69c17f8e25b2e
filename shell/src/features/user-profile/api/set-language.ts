import { callApi, setLanguageEndpoint } from '@bgmi/shared';

/** Keeps the reader's language with their account (DESIGN section 9). */
export function setLanguage(body: { language: 'en' | 'hi' }) {
  return callApi(setLanguageEndpoint, body);
}
