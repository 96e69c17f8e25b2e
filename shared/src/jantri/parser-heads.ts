import { jodiIndex } from './numbers';
import type { HrufType } from './parser';

/** What the part before an amount names: jodi indexes (0-99) or haruf digits with their rows. */
export type HeadReading =
  | { kind: 'jodi' | 'crossing' | 'batta' | 'ladi'; numbers: number[] }
  | { kind: 'hruf'; rows: HrufType[]; numbers: number[] };

const SEPARATORS = /[\s,./+&]+/;
const PALAT = /\b(?:palat|palta|plt)\b/;
const JODA_CUT = /\b(?:joda\s*cut|jodacut|jc)\b/;
const HRUF = /^(andar|bahar|a\.?\s?h\.?|b\.?\s?h\.?|a|b|booth|both)\s*[:.-]?\s*([\d\s,./]+)$/;
const LADI = /^(?:ladi\s*)?(\d{1,3})\s*(?:-|to)\s*(\d{1,3})$/;

/** Reads the text before one amount; `{ bad }` names the part that cannot be read. */
export function readHead(rawHead: string, palatAfter: boolean): HeadReading | { bad: string } {
  let head = rawHead.trim();
  const palat = palatAfter || PALAT.test(head);
  head = head.replace(PALAT, ' ').trim();

  const hruf = HRUF.exec(head);
  if (hruf) return readHruf(hruf[1]!, hruf[2]!);

  if (/\b(?:crossing|cross|cr|batta|bata)\b/.test(head)) return readCrossing(head, palat);

  const ladi = LADI.exec(head);
  if (ladi) {
    const from = Number(ladi[1]);
    const to = Number(ladi[2]);
    if (from > 100 || to > 100 || from > to) return { bad: head };
    const numbers: number[] = [];
    for (let n = from; n <= to; n += 1) numbers.push(n % 100);
    return { kind: 'ladi', numbers: withPalat(numbers, palat) };
  }

  const numbers: number[] = [];
  for (const token of head.split(SEPARATORS).filter(Boolean)) {
    const index = jodiIndex(token);
    if (index === null) return { bad: token };
    numbers.push(index);
  }
  if (numbers.length === 0) return { bad: head };
  return { kind: 'jodi', numbers: withPalat(numbers, palat) };
}

function readHruf(word: string, digitsText: string): HeadReading | { bad: string } {
  const compact = word.replace(/[.\s]/g, '');
  const rows: HrufType[] =
    compact === 'booth' || compact === 'both'
      ? ['andar', 'bahar']
      : compact.startsWith('a')
        ? ['andar']
        : ['bahar'];
  const numbers = digitsText
    .split(SEPARATORS)
    .filter(Boolean)
    .flatMap((token) => [...token].map(Number));
  if (numbers.length === 0) return { bad: `${word} ${digitsText}` };
  return { kind: 'hruf', rows, numbers };
}

/** crossing 123 (every ordered pair of its unique digits) or batta 12 34 (first from A, second from B). */
function readCrossing(head: string, palat: boolean): HeadReading | { bad: string } {
  const batta = /\b(?:batta|bata)\b/.test(head);
  const jodaCut = JODA_CUT.test(head);
  const rest = head
    .replace(JODA_CUT, ' ')
    .replace(/\b(?:crossing|cross|cr|batta|bata)\b/g, ' ')
    .replace(/-/g, ' ')
    .trim();
  const sets = rest.split(SEPARATORS).filter(Boolean);
  const bad = sets.find((set) => !/^\d+$/.test(set));
  if (bad !== undefined) return { bad };
  if (batta ? sets.length !== 2 : sets.length !== 1) return { bad: head };
  const first = uniqueDigits(sets[0]!);
  const second = batta ? uniqueDigits(sets[1]!) : first;
  const numbers: number[] = [];
  for (const a of first) {
    for (const b of second) {
      if (jodaCut && a === b) continue;
      numbers.push(a * 10 + b);
    }
  }
  if (numbers.length === 0) return { bad: head };
  return { kind: batta ? 'batta' : 'crossing', numbers: withPalat(numbers, palat) };
}

function uniqueDigits(text: string): number[] {
  return [...new Set([...text].map(Number))];
}

/** palat adds each number's reverse; a double such as 11 counts once. */
function withPalat(numbers: number[], palat: boolean): number[] {
  if (!palat) return numbers;
  const out: number[] = [];
  for (const n of numbers) {
    out.push(n);
    const reverse = (n % 10) * 10 + Math.floor(n / 10);
    if (reverse !== n) out.push(reverse);
  }
  return out;
}
