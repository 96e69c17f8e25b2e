import type { Language } from './language';
import { pseudo } from './message-format';

/**
 * Words a side publishes for the shell to show (a route's title and nav label in deploy.json):
 * every language at once, since the shell shows them in whichever the reader picks. A plain
 * string is English only (a build from before the languages).
 */
export type LocalizedText = string | { en: string; hi?: string };

export function localize(text: LocalizedText, language: Language): string {
  if (typeof text === 'string') return language === 'pseudo' ? pseudo(text) : text;
  if (language === 'pseudo') return pseudo(text.en);
  return (language === 'hi' ? text.hi : undefined) ?? text.en;
}
