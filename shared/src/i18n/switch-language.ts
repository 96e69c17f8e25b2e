import { sessionStore } from '@bgmi/shared/host-api';
import { loadCatalogues } from './current-language';
import type { Language } from './language';

/**
 * Changes the reader's language once every catalogue on the page has its words, so the page
 * turns over in one step (the header switch and `mount(..., { language })` call this).
 */
export async function switchLanguage(language: Language): Promise<void> {
  await loadCatalogues(language);
  sessionStore.getState().setLanguage(language);
}
