/**
 * The reader's language (DESIGN section 9). English and Hindi are the product's languages;
 * `pseudo` is English with every catalogue string marked, for the test that finds strings a
 * person reads that did not come from a catalogue (never offered in the switch).
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number] | 'pseudo';

/** The names each language is offered under, in its own script. */
export const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English',
  hi: 'हिन्दी',
};

/** Where the browser keeps a visitor's choice; the cookie lets the static server paint in it. */
export const LANGUAGE_STORAGE_KEY = 'bgmi_lang';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi' || value === 'pseudo';
}

/** The BCP 47 locale formatting uses: India's conventions in both languages. */
export function localeOf(language: Language): string {
  return language === 'hi' ? 'hi-IN' : 'en-IN';
}

/** The `<html lang>` of a language. */
export function htmlLangOf(language: Language): string {
  return language === 'hi' ? 'hi' : 'en';
}

function storedChoice(): Language | null {
  try {
    const stored =
      typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The first language of a list of browser languages we speak (`hi-IN` reads Hindi), else English. */
export function languageFromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'hi') return 'hi';
    if (base === 'en') return 'en';
  }
  return 'en';
}

/**
 * The language a page starts in: the reader's stored choice, else the embedding page's
 * (`mount(element, { language })`), else the browser's, else English.
 */
export function initialLanguage(embedded?: string): Language {
  const stored = storedChoice();
  if (stored) return stored;
  if (isLanguage(embedded)) return embedded;
  if (typeof navigator === 'undefined') return 'en';
  return languageFromBrowser(
    navigator.languages?.length ? navigator.languages : [navigator.language],
  );
}

/** Keeps a choice in the browser (and a cookie, so the static server's first paint follows it). */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
  showLanguage(language);
}

/**
 * `<html lang>` and the cookie the static server paints the next first paint in follow the
 * page's language (at start too: a choice kept in localStorage or with the account).
 */
export function showLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax`;
  showLangAttribute(language);
}

/**
 * `<html lang>` of the product's own page follows the language (its <html> is the side's root);
 * an embedding page keeps its own `lang`, the mounted element carries the side's.
 */
function showLangAttribute(language: Language): void {
  const html = document.documentElement;
  if (html.classList.contains('bgmi-root') || !html.lang) html.lang = htmlLangOf(language);
}
