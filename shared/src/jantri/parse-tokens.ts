import { toAsciiDigits } from './numbers';

/**
 * The tokenizer of the bet parser (DESIGN section 5): one pasted line, normalised (Hindi digits,
 * lower case, the many spellings of one keyword made one word), cut into tokens.
 */
export type TokenKind =
  | 'num' // a run of digits
  | 'word' // a run of letters, `text` is the canonical keyword (see WORDS) or the word itself
  | 'open' // (
  | 'close' // )
  | 'eq' // a run of =
  | 'star' // a run of *, with the spaces around it
  | 'at' // @
  | 'dash' // -
  | 'end' // # or ; (ends a group)
  | 'sep' // a run of , . space + / _ " ' | :
  | 'junk'; // anything else (refused when it is part of a bet)

export interface Token {
  kind: TokenKind;
  text: string;
  start: number;
  end: number;
}

/** Every spelling operators use, as one keyword. */
const WORDS: Record<string, string> = {
  palat: 'palat',
  palta: 'palat',
  plt: 'palat',
  palt: 'palat',
  crossing: 'cross',
  cross: 'cross',
  crosing: 'cross',
  cr: 'cross',
  crx: 'cross',
  jc: 'jc',
  batta: 'batta',
  bata: 'batta',
  ladi: 'ladi',
  to: 'to',
  se: 'to',
  into: 'into',
  x: 'x',
  rs: 'rs',
  gar: 'ghar',
  ghar: 'ghar',
  alljoda: 'alljoda',
  a: 'andar',
  ah: 'andar',
  andar: 'andar',
  ander: 'andar',
  b: 'bahar',
  bh: 'bahar',
  bahar: 'bahar',
  bhar: 'bahar',
  bahr: 'bahar',
  ab: 'both',
  both: 'both',
  booth: 'both',
};

/** True for words that are bet keywords (never taken as a game name). */
export function isKeyword(word: string): boolean {
  return Object.hasOwn(WORDS, word);
}

const NOT_LETTER_BEFORE = '(?<![a-z])';
const NOT_LETTER_AFTER = '(?![a-z])';
const word = (pattern: string) => new RegExp(NOT_LETTER_BEFORE + pattern + NOT_LETTER_AFTER, 'g');

// Multi-word spellings, replaced before the line is cut into tokens.
const PHRASES: [RegExp, string][] = [
  [/पलट/g, ' palat '],
  [/अंदर|अन्दर/g, ' andar '],
  [/बाहर/g, ' bahar '],
  [word('(?:in\\s+to|intu|inttu)'), ' into '],
  [
    word(
      '(?:joda\\s*cut|jodi\\s*cut|cut\\s*joda|cut\\s*jodi|no\\s*joda|without\\s*joda|bina\\s*joda|jodacut)',
    ),
    ' jc ',
  ],
  [word('all\\s*joda'), ' alljoda '],
  [word('([ab])\\s*\\.\\s*h\\.?'), ' $1h '],
  [word('a\\s*[+/&]\\s*b'), ' ab '],
];

/** Hindi digits, lower case, one kind of dash, `×` as x, keyword phrases as one word. */
export function normaliseLine(line: string): string {
  let text = toAsciiDigits(line)
    .toLowerCase()
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/×/g, 'x')
    .replace(/[\u00a0\u202f\t]/g, ' ');
  for (const [pattern, replacement] of PHRASES) {
    if (pattern.test(text)) text = text.replace(pattern, replacement);
    pattern.lastIndex = 0;
  }
  return text.trim();
}

const TOKEN =
  /(\d+)|([a-z\p{sc=Deva}]+)|(\s*\*+\s*)|(=+)|(\()|(\))|(@)|(-)|([#;]+)|([\s,.+/_"'|:]+)|([^])/guy;
const KINDS: TokenKind[] = [
  'num',
  'word',
  'star',
  'eq',
  'open',
  'close',
  'at',
  'dash',
  'end',
  'sep',
  'junk',
];

/** Cuts a normalised line into tokens (every character belongs to one token). */
export function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(line); match; match = TOKEN.exec(line)) {
    let group = 1;
    while (match[group] === undefined) group += 1;
    const kind = KINDS[group - 1]!;
    const text = kind === 'word' ? (WORDS[match[0]] ?? match[0]) : match[0];
    tokens.push({ kind, text, start: match.index, end: match.index + match[0].length });
    if (TOKEN.lastIndex >= line.length) break;
  }
  return tokens;
}

/** The text a run of tokens came from (for messages naming the unreadable part). */
export function sliceOf(line: string, tokens: Token[]): string {
  if (tokens.length === 0) return '';
  return line.slice(tokens[0]!.start, tokens[tokens.length - 1]!.end).trim();
}

/** Separators that are not spaces, counted (`,,20` and `..20` mark an amount). */
export function hardSeparators(token: Token | undefined): number {
  return token?.kind === 'sep' ? token.text.replace(/\s/g, '').length : 0;
}
