import { hardSeparators, type Token } from './parse-tokens';

/**
 * Amount markers (DESIGN section 5): where in a line's tokens an amount closes a group of
 * numbers. Every marker means "this amount on each number before it".
 */
export interface Group {
  head: Token[];
  amountPaise: number;
  /** `<digits>=<count>=<amount>` or `(<count> ghar <amount>)`: the crossing count. */
  count?: number;
  /** The count's digits as written, for `=<digits>=` only (it may be a digit group, issue 27). */
  countText?: string;
  palat: boolean;
  /** The marker's name, e.g. "(20)" or "=20" (shown as part of the rule). */
  marker: string;
  tokens: Token[];
}

export interface Split {
  groups: Group[];
  /** Tokens after the last amount (numbers waiting for one), without separators. */
  rest: Token[];
}

interface Amount {
  paise: number;
  next: number;
}

interface Marker {
  headEnd: number;
  paise: number;
  count?: number;
  countText?: string;
  next: number;
  name: string;
}

const isNum = (t: Token | undefined, maxLength = 12) =>
  t?.kind === 'num' && t.text.length <= maxLength;
const isWord = (t: Token | undefined, word: string) => t?.kind === 'word' && t.text === word;
const isSpace = (t: Token | undefined) => t?.kind === 'sep' && t.text.trim() === '';

/** An amount at i: digits with up to 2 decimals (`10.50`). */
function amountAt(tokens: Token[], i: number): Amount | null {
  const whole = tokens[i];
  if (!isNum(whole, 9)) return null;
  const dot = tokens[i + 1];
  const cents = tokens[i + 2];
  // `10.50`, but not `10.45.67` (a list): a decimal is not followed by a separator and a number.
  const listGoesOn = hardSeparators(tokens[i + 3]) > 0 && tokens[i + 4]?.kind === 'num';
  if (dot?.kind === 'sep' && dot.text === '.' && isNum(cents, 2) && !listGoesOn) {
    return { paise: Number(whole!.text) * 100 + Number(cents!.text.padEnd(2, '0')), next: i + 3 };
  }
  return { paise: Number(whole!.text) * 100, next: i + 1 };
}

/** Skips spaces (and `rs`, `rs.`) before an amount. */
function skipToAmount(tokens: Token[], i: number): number {
  let j = i;
  if (isSpace(tokens[j])) j += 1;
  if (isWord(tokens[j], 'rs')) {
    j += 1;
    if (tokens[j]?.kind === 'sep') j += 1;
  }
  return j;
}

/** The number ending the head just before i (for `30 into` and `20 rs`), if the head has more. */
function amountBefore(tokens: Token[], i: number, headStart: number): Marker | null {
  let p = i - 1;
  if (isSpace(tokens[p])) p -= 1;
  if (p <= headStart || !isNum(tokens[p], 9)) return null;
  const after = tokens[i + 1]?.kind === 'sep' ? tokens[i + 2] : tokens[i + 1];
  if (after?.kind === 'num') return null;
  return { headEnd: p, paise: Number(tokens[p]!.text) * 100, next: i + 1, name: tokens[i]!.text };
}

function markerAt(tokens: Token[], i: number, headStart: number): Marker | null {
  const token = tokens[i]!;
  switch (token.kind) {
    case 'open': {
      let j = skipToAmount(tokens, i + 1);
      const first = amountAt(tokens, j);
      if (!first) return null;
      j = first.next;
      if (isSpace(tokens[j])) j += 1;
      if (isWord(tokens[j], 'ghar')) {
        const amount = amountAt(tokens, skipToAmount(tokens, j + 1));
        if (!amount) return null;
        let k = amount.next;
        if (isSpace(tokens[k])) k += 1;
        if (tokens[k]?.kind !== 'close') return null;
        const count = first.paise / 100;
        return { headEnd: i, paise: amount.paise, count, next: k + 1, name: '(count ghar amount)' };
      }
      if (isWord(tokens[j], 'rs')) j += 1;
      if (isSpace(tokens[j])) j += 1;
      if (tokens[j]?.kind !== 'close') return null;
      return { headEnd: i, paise: first.paise, next: j + 1, name: '(amount)' };
    }
    case 'eq': {
      const start = skipToAmount(tokens, i + 1);
      const first = amountAt(tokens, start);
      if (!first) return null;
      if (tokens[first.next]?.kind === 'eq') {
        const amount = amountAt(tokens, skipToAmount(tokens, first.next + 1));
        if (amount) {
          const count = first.paise / 100;
          return {
            headEnd: i,
            paise: amount.paise,
            count,
            ...(first.next === start + 1 ? { countText: tokens[start]!.text } : {}),
            next: amount.next,
            name: '=count=amount',
          };
        }
      }
      return { headEnd: i, paise: first.paise, next: first.next, name: '=amount' };
    }
    case 'star': {
      const amount = amountAt(tokens, skipToAmount(tokens, i + 1));
      // `36*63*47*74*20`: a star followed by another star-number is a separator, and so is
      // `86 * 97 (5)`, where another amount closes the group.
      if (!amount || tokens[amount.next]?.kind === 'star') return null;
      const after = tokens[isSpace(tokens[amount.next]) ? amount.next + 1 : amount.next];
      if (after && (['open', 'eq', 'at'].includes(after.kind) || isAmountWord(after))) return null;
      return { headEnd: i, paise: amount.paise, next: amount.next, name: '*amount' };
    }
    case 'at': {
      const amount = amountAt(tokens, skipToAmount(tokens, i + 1));
      return amount
        ? { headEnd: i, paise: amount.paise, next: amount.next, name: '@amount' }
        : null;
    }
    case 'word': {
      if (token.text === 'x' || token.text === 'into' || token.text === 'rs') {
        // `Rs.20`, `x-20`: one separator may stand between the word and the amount.
        const j = tokens[i + 1]?.kind === 'sep' || tokens[i + 1]?.kind === 'dash' ? i + 2 : i + 1;
        const amount = amountAt(tokens, j);
        if (amount) {
          return {
            headEnd: i,
            paise: amount.paise,
            next: amount.next,
            name: `${token.text} amount`,
          };
        }
        if (token.text !== 'x') {
          const before = amountBefore(tokens, i, headStart);
          if (before) return { ...before, name: `amount ${token.text}` };
        }
      }
      return null;
    }
    case 'sep': {
      // `,,20` or `..20`: two or more separators before the last number of the group.
      if (hardSeparators(token) < 2 || i === headStart) return null;
      const amount = amountAt(tokens, i + 1);
      const after = amount ? tokens[amount.next] : undefined;
      if (!amount || (after && after.kind !== 'end' && !isSpace(after))) return null;
      return { headEnd: i, paise: amount.paise, next: amount.next, name: ',,amount' };
    }
    default:
      return null;
  }
}

const isAmountWord = (t: Token) =>
  t.kind === 'word' && (t.text === 'x' || t.text === 'into' || t.text === 'rs');

const skippable = (t: Token | undefined) => t?.kind === 'sep' || t?.kind === 'end';

/** Cuts the tokens of one line into groups `<numbers> <amount> [palat]`. */
export function splitGroups(tokens: Token[]): Split {
  const groups: Group[] = [];
  let headStart = 0;
  while (skippable(tokens[headStart])) headStart += 1;
  for (let i = headStart; i < tokens.length; i += 1) {
    const marker = markerAt(tokens, i, headStart);
    if (!marker) continue;
    let next = marker.next;
    let palat = false;
    // Words that may follow an amount: `palat`, a trailing `into` or `rs` (`==== 30 into`).
    for (;;) {
      const j = isSpace(tokens[next]) ? next + 1 : next;
      const word = tokens[j];
      if (word?.kind !== 'word' || !['palat', 'into', 'rs'].includes(word.text)) break;
      if (word.text === 'palat') palat = true;
      next = j + 1;
    }
    groups.push({
      head: tokens.slice(headStart, marker.headEnd),
      amountPaise: marker.paise,
      ...(marker.count === undefined ? {} : { count: marker.count }),
      ...(marker.countText === undefined ? {} : { countText: marker.countText }),
      palat,
      marker: marker.name,
      tokens: tokens.slice(headStart, next),
    });
    headStart = next;
    while (skippable(tokens[headStart])) headStart += 1;
    i = headStart - 1;
  }
  return { groups, rest: tokens.slice(headStart).filter((t) => t.kind !== 'sep') };
}

/**
 * Amounts without a marker, for a line that has none: `67-40` (a dash after a single number)
 * and `14 58 250` (a trailing number of 3 or more digits after 2-digit numbers).
 */
export function unmarkedAmount(tokens: Token[]): Group | null {
  const solid = tokens.filter((t) => t.kind !== 'sep');
  const last = solid[solid.length - 1];
  if (!last || last.kind !== 'num' || last.text.length > 9) return null;
  const head = solid.slice(0, -1);
  const amountPaise = Number(last.text) * 100;
  const group = (marker: string, groupHead: Token[]): Group => ({
    head: groupHead,
    amountPaise,
    palat: false,
    marker,
    tokens,
  });
  if (head.length === 2 && head[1]!.kind === 'dash' && isSingleJodi(head[0]!)) {
    return group('number-amount', [head[0]!]);
  }
  if (
    last.text.length >= 3 &&
    head.length >= 1 &&
    head.every((t) => t.kind === 'num' && t.text.length <= 2)
  ) {
    return group('trailing amount', head);
  }
  return null;
}

function isSingleJodi(token: Token): boolean {
  return token.kind === 'num' && (token.text.length <= 2 || token.text === '100');
}
