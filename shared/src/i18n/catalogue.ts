import { use, useMemo } from 'react';
import { useSession } from '@bgmi/shared/host-api';
import { registerCatalogueLoader } from './current-language';
import type { Language } from './language';
import { translate, type Messages, type MessageValues } from './message-format';

type Loaded = Messages | { default: Messages };

export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

/**
 * A side's (or a feature's) words (DESIGN section 9): English bundled with its code, Hindi loaded
 * when a reader first needs it, so a page carries only its own words in the reader's language.
 *
 *   const { useT } = defineCatalogue(en, () => import('./locales/hi.json'));
 *   const t = useT();  t('title');  t('slots', { count: 3 });
 */
export function defineCatalogue<Catalogue extends Record<string, unknown>>(
  en: Catalogue,
  loadHindi: () => Promise<Loaded>,
) {
  type Key = Extract<keyof Catalogue, string>;
  const catalogues: { en: Messages; hi?: Messages } = { en: en as unknown as Messages };
  let loading: Promise<void> | undefined;
  let failed = false;

  /** `retry`: a switch of language asks again after a failed load; a render does not. */
  function load(language: Language, retry = false): Promise<void> | undefined {
    if (language !== 'hi' || catalogues.hi || (failed && !retry)) return undefined;
    if (failed) {
      failed = false;
      loading = undefined;
    }
    if (!loading) {
      const started = loadHindi().then(
        (module) => {
          catalogues.hi = ('default' in module ? module.default : module) as Messages;
        },
        () => {
          // Offline or a failed chunk: the page stays in English until the reader switches again.
          failed = true;
        },
      );
      // Settled, the promise says so the way React reads it: `use` returns without suspending.
      void started.then(() => Object.assign(started, { status: 'fulfilled', value: undefined }));
      loading = started;
    }
    return loading;
  }
  registerCatalogueLoader(load);

  /** The words outside React (a toast's text, a share text): in the language given. */
  function t(language: Language, key: Key, values?: MessageValues): string {
    return translate(catalogues, language, key, values);
  }

  /** The words in the reader's language; suspends while the Hindi catalogue first loads. */
  function useT(): Translate<Key> {
    const language = useSession((state) => state.language);
    // Once a Hindi load has started, `use` is called on every render in Hindi (settled, it returns
    // at once): a component that suspended here on its first render is replayed by React, which
    // mounts the hooks after this one only when the replay calls `use` again (else React #467).
    const pending = language === 'hi' ? (load(language) ?? loading) : undefined;
    if (pending) use(pending);
    return useMemo(
      () => (key: Key, values?: MessageValues) => t(language, key, values),
      [language],
    );
  }

  return { useT, t, load };
}
