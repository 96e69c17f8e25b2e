import { use, useMemo } from 'react';
import { useSession } from '@bgmi/shared/host-api';
import { currentLanguage, registerCatalogueLoader } from './current-language';
import type { Language } from './language';
import {
  formatterPending,
  loadFormatter,
  translate,
  type Messages,
  type MessageValues,
} from './message-format';

type Loaded = Messages | { default: Messages };

export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

/** A thenable React reads as settled: `use` returns at once, nothing suspends. */
export const SETTLED = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});

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
    loading ??= loadHindi().then(
      (module) => {
        catalogues.hi = ('default' in module ? module.default : module) as Messages;
      },
      () => {
        // Offline or a failed chunk: the page stays in English until the reader switches again.
        failed = true;
      },
    );
    return loading;
  }
  registerCatalogueLoader(load);
  // A Hindi page starts loading a catalogue's words as soon as its code arrives, so a dialog
  // opened later (the UI kit's) does not suspend the page around it while they load.
  if (currentLanguage() === 'hi') void load('hi');
  // A catalogue with plurals or dates starts the formatter's load as soon as its code runs.
  if (formatterPending(catalogues.en)) void loadFormatter();

  /** The words outside React (a toast's text, a share text): in the language given. */
  function t(language: Language, key: Key, values?: MessageValues): string {
    return translate(catalogues, language, key, values);
  }

  /** The words in the reader's language; suspends while the Hindi catalogue first loads. */
  function useT(): Translate<Key> {
    const language = useSession((state) => state.language);
    const pending = load(language);
    const formatter = formatterPending(
      catalogues[language === 'hi' ? 'hi' : 'en'] ?? catalogues.en,
    );
    // `use` is called on every render (on a settled thenable once the words and the formatter
    // are there): React replays a page that waited for them, and only `use` moves a replay of a
    // first render on to mounting the hooks after it (without it: React error 467 in the browser).
    use(pending ?? SETTLED);
    use(formatter ?? SETTLED);
    return useMemo(
      () => (key: Key, values?: MessageValues) => t(language, key, values),
      [language],
    );
  }

  return { useT, t, load };
}
