import englishMessages from '@bgmi/shared/api-messages/en.json';

/**
 * The stable code of a message the API words (DESIGN section 9): the server words its answers
 * in English (the spec's messages, word for word), and this finds each one's entry in the
 * English catalogue (shared/src/i18n/api-messages/en.json), with the values a templated entry
 * (`Minimum deposit is {minDeposit}`) was filled with, so a client words it in its reader's
 * language. Mapping at the edge keeps every route's `throw badRequest('...')` as it is.
 */
export interface MessageCode {
  code: string;
  params?: Record<string, string>;
}

interface Template {
  code: string;
  pattern: RegExp;
  names: string[];
}

const exact = new Map<string, string>();
const templates: Template[] = [];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const [code, message] of Object.entries(englishMessages as Record<string, string>)) {
  if (!message.includes('{')) {
    if (!exact.has(message)) exact.set(message, code);
    continue;
  }
  const names: string[] = [];
  const source = message
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  templates.push({ code, pattern: new RegExp(`^${source}$`, 's'), names });
}
// The most specific template first: the one with the most fixed text.
templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);

const cache = new Map<string, MessageCode | null>();

/** The code (and values) of an English message, or null for one the catalogue lacks. */
export function messageCode(message: string): MessageCode | null {
  const code = exact.get(message);
  if (code) return { code };
  const known = cache.get(message);
  if (known !== undefined) return known;
  let found: MessageCode | null = null;
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const params = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!]));
    found = { code: template.code, params };
    break;
  }
  // Templated messages vary by value: keep the cache bounded.
  if (cache.size > 5000) cache.clear();
  cache.set(message, found);
  return found;
}
