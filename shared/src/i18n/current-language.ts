import type { Language } from './language';

// The page's language for code that formats outside React (money, dates). One value per page,
// kept on globalThis like the session store (each side bundles this module; all read the same).
const KEY = '__BGMI_LANGUAGE__';
type Holder = { [KEY]?: Language };

export function currentLanguage(): Language {
  return (globalThis as Holder)[KEY] ?? 'en';
}

export function setCurrentLanguage(language: Language): void {
  (globalThis as Holder)[KEY] = language;
}

// What each catalogue of the page needs to have a language ready, so a switch loads every
// catalogue on the page before it changes the words (no flash of the fallback).
const LOADERS = '__BGMI_CATALOGUE_LOADERS__';
type Loader = (language: Language, retry: boolean) => Promise<void> | undefined;
type LoaderHolder = { [LOADERS]?: Set<Loader> };

export function registerCatalogueLoader(loader: Loader): void {
  ((globalThis as LoaderHolder)[LOADERS] ??= new Set()).add(loader);
}

/** Loads every registered catalogue in a language (a failed load leaves English in its place). */
export async function loadCatalogues(language: Language): Promise<void> {
  const loaders = [...((globalThis as LoaderHolder)[LOADERS] ?? [])];
  await Promise.all(loaders.map((load) => load(language, true)));
}

/** The language of what the server words itself for this reader (images, files): en or hi. */
export function fileLanguage(): 'en' | 'hi' {
  return currentLanguage() === 'hi' ? 'hi' : 'en';
}
