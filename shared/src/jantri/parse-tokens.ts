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
  // Named groups (issue 27): the doubles, the family of a number, and munda (refused).
  doubles: 'alljoda',
  family: 'family',
  fmly: 'family',
  famly: 'family',
  parivar: 'family',
  munda: 'munda',
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
  [word('(?:all|sab|sare)\\s*(?:joda|jode|doubles?)'), ' alljoda '],
  [word('all\\s*munda'), ' munda '],
  [word('([ab])\\s*\\.\\s*h\\.?'), ' $1h '],
  [word('a\\s*[+/&]\\s*b'), ' ab '],
];

// eslint-disable-next-line no-misleading-character-class -- a plain range test, no combining use
const HAS_LETTER = /[a-z\u0900-\u097f]/;

/** Hindi digits, lower case, one kind of dash, `×` as x (on a whole paste at once). */
export function normaliseText(text: string): string {
  return toAsciiDigits(text)
    .toLowerCase()
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/×/g, 'x')
    .replace(/[\u00a0\u202f\t]/g, ' ');
}

/** Keyword phrases as one word (`joda cut` -> `jc`); a line without letters is left as it is. */
export function rewritePhrases(line: string): string {
  if (!HAS_LETTER.test(line)) return line.trim();
  let text = line;
  for (const [pattern, replacement] of PHRASES) {
    if (pattern.test(text)) text = text.replace(pattern, replacement);
    pattern.lastIndex = 0;
  }
  return text.trim();
}

// Character classes of the scanner (a hand-written loop: a regex per token made the 10,000-line
// bench spend most of its time collecting match arrays).
const SEPARATOR_CHARS = new Set([...' ,.+/_"\'|:\t']);
const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 0x0900 && c <= 0x097f);
const isSpaceChar = (c: number) => c === 32 || c === 9;

/** Cuts a normalised line into tokens (every character belongs to one token). */
export function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  const n = line.length;
  let i = 0;
  const push = (kind: TokenKind, start: number, end: number) => {
    const raw = line.slice(start, end);
    const text = kind === 'word' ? (WORDS[raw] ?? raw) : raw;
    tokens.push({ kind, text, start, end });
  };
  while (i < n) {
    const start = i;
    const c = line.charCodeAt(i);
    if (isDigit(c)) {
      while (i < n && isDigit(line.charCodeAt(i))) i += 1;
      push('num', start, i);
    } else if (isLetter(c)) {
      while (i < n && isLetter(line.charCodeAt(i))) i += 1;
      push('word', start, i);
    } else if (c === 42 || (isSpaceChar(c) && starAhead(line, i))) {
      // A run of `*` takes the spaces around it: `45 ** 20`.
      while (i < n && isSpaceChar(line.charCodeAt(i))) i += 1;
      while (i < n && line.charCodeAt(i) === 42) i += 1;
      while (i < n && isSpaceChar(line.charCodeAt(i))) i += 1;
      push('star', start, i);
    } else if (c === 61) {
      while (i < n && line.charCodeAt(i) === 61) i += 1;
      push('eq', start, i);
    } else if (c === 35 || c === 59) {
      while (i < n && (line.charCodeAt(i) === 35 || line.charCodeAt(i) === 59)) i += 1;
      push('end', start, i);
    } else if (SEPARATOR_CHARS.has(line[i]!)) {
      while (i < n && SEPARATOR_CHARS.has(line[i]!) && !starAhead(line, i)) i += 1;
      if (i === start) i += 1;
      push('sep', start, i);
    } else {
      const single: TokenKind | undefined = SINGLE[line[i]!];
      i += c >= 0xd800 && c <= 0xdbff ? 2 : 1;
      push(single ?? 'junk', start, i);
    }
  }
  return tokens;
}

const SINGLE: Record<string, TokenKind> = { '(': 'open', ')': 'close', '@': 'at', '-': 'dash' };

/** At a space: does a `*` follow after more spaces? */
function starAhead(line: string, i: number): boolean {
  let j = i;
  while (j < line.length && isSpaceChar(line.charCodeAt(j))) j += 1;
  return j > i && line.charCodeAt(j) === 42;
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
