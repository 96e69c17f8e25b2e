// Frozen copy of ../../parse-noise.ts before the speed work (issue 11): the golden test compares against it.
import { isKeyword } from './parse-tokens';

/**
 * Lines and parts of lines that are not bets (DESIGN section 5): WhatsApp export prefixes, game or
 * market names (header line, `Gb=` prefix, `...gb` suffix) and total lines.
 */

const CLOCK = '\\d{1,2}[:.]\\d{2}(?:[:.]\\d{2})?[\\s\\u202f]*(?:[ap]\\.?\\s?m\\.?)?';
const DATE = '\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}';
// `[12:30 pm, 28/09/2026] Name: `, `[28/09/26, 12:30:45] Name: ` and `28/09/26, 12:30 - Name: `.
const WHATSAPP_PREFIX = new RegExp(
  `^(?:\\[(?:${CLOCK},\\s*${DATE}|${DATE},?\\s*${CLOCK})\\]|${DATE},?\\s+${CLOCK}\\s*[-\\u2013])\\s*`,
  'i',
);
const SENDER = /^[^:]{1,60}?:\s?/;
const SYSTEM_TEXT = /^(?:<media omitted>|this message was deleted|you deleted this message|null)$/i;

export interface StrippedLine {
  text: string;
  /** The line was a WhatsApp header without a message (a system line) or an empty message. */
  whatsappOnly: boolean;
  hadPrefix: boolean;
}

/** Removes a WhatsApp export prefix; a system line (no `Name:`) is left empty. */
export function stripWhatsApp(line: string): StrippedLine {
  const prefix = WHATSAPP_PREFIX.exec(line);
  if (!prefix) return { text: line, whatsappOnly: false, hadPrefix: false };
  const rest = line.slice(prefix[0].length);
  const sender = SENDER.exec(rest);
  const text = sender ? rest.slice(sender[0].length).trim() : '';
  return { text, whatsappOnly: !text || SYSTEM_TEXT.test(text), hadPrefix: true };
}

/** Market names every operator's clients write; short forms point at the long one. */
const COMMON_NAMES: Record<string, string> = {
  fb: 'faridabad',
  faridabad: 'faridabad',
  gb: 'ghaziabad',
  ghaziabad: 'ghaziabad',
  gaziabad: 'ghaziabad',
  gl: 'gali',
  gali: 'gali',
  ds: 'disawar',
  disawar: 'disawar',
  desawar: 'disawar',
  dishawar: 'disawar',
  disawer: 'disawar',
  dd: 'dd',
  db: 'delhibazar',
  delhibazar: 'delhibazar',
  delhibazaar: 'delhibazar',
  sg: 'shriganesh',
  shriganesh: 'shriganesh',
  ganesh: 'shriganesh',
};

/** Common names written as two words (matched with any spacing). */
const COMMON_WRITTEN = ['delhi bazar', 'delhi bazaar', 'shri ganesh'];

// eslint-disable-next-line no-misleading-character-class -- a plain range test
const NOT_NAME_CHAR = /[^a-z0-9\u0900-\u097f]/g;

/** A name as compared: lower case, letters and digits only. */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(NOT_NAME_CHAR, '');
}

export interface GameNames {
  /** Every written form (key) that names a game, to the operator's game it selects (if any). */
  forms: Map<string, string | null>;
  /** The longest name (a longer line is never only a header). */
  longest: number;
  /** Matches a name at the start (`Gb=`) or the end (`...gb`) of a line. */
  prefix: RegExp | null;
  suffix: RegExp | null;
}

function initials(name: string): string {
  const words = name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.length >= 2 ? words.map((w) => w[0]).join('') : '';
}

/** The names the paste may carry: the common markets and the operator's games with short names. */
/** An operator's game: its name, or its name with the short name he gave it. */
export type GameNameInput = string | { name: string; shortName?: string | null | undefined };

export function gameNames(operatorGames: readonly GameNameInput[] = []): GameNames {
  const forms = new Map<string, string | null>();
  const written = new Set<string>([...Object.keys(COMMON_NAMES), ...COMMON_WRITTEN]);
  for (const key of Object.keys(COMMON_NAMES)) forms.set(key, null);
  for (const input of operatorGames) {
    const game = typeof input === 'string' ? input : input.name;
    const short = typeof input === 'string' ? '' : nameKey(input.shortName ?? '');
    const key = nameKey(game);
    if (!key) continue;
    const canonical = COMMON_NAMES[key];
    const aliases = [key, initials(game), short].filter(Boolean);
    if (canonical) {
      for (const [form, target] of Object.entries(COMMON_NAMES)) {
        if (target === canonical) aliases.push(form);
      }
    }
    for (const alias of aliases) {
      if (isKeyword(alias) || /^\d+$/.test(alias)) continue;
      if (!forms.get(alias)) forms.set(alias, game);
      written.add(alias);
    }
    written.add(game.toLowerCase().trim());
  }
  // Longest first, so `delhi bazar` wins over a shorter name inside it.
  const alternatives = [...written]
    .filter((w) => /[a-z\p{sc=Deva}]/u.test(w) && !isKeyword(w))
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s*'));
  const longest = Math.max(0, ...[...written].map((w) => w.length));
  if (alternatives.length === 0) return { forms, longest, prefix: null, suffix: null };
  const names = `(?:${alternatives.join('|')})`;
  return {
    forms,
    longest,
    prefix: new RegExp(`^(${names})(?![a-z])[\\s=:.\\-]*(?=[\\d(])`),
    suffix: new RegExp(`(?<![a-z])(${names})[\\s.]*$`),
  };
}

/** The game a header line names: `{ game }` (the operator's, or null for another market). */
export function readHeader(line: string, names: GameNames): { game: string | null } | null {
  if (line.length > names.longest + 16 || !/[a-z\p{sc=Deva}]/u.test(line)) return null;
  const bare = line.replace(/^[\s*_~:=\-.#>]+|[\s*_~:=\-.#<!]+$/g, '');
  // `Gali market`, `FB game`: the name with a word that only says it is a market.
  for (const candidate of [bare, bare.replace(/\s+(?:market|game|bazar|satta)$/, '')]) {
    const key = nameKey(candidate);
    if (key && names.forms.has(key)) return { game: names.forms.get(key) ?? null };
  }
  return null;
}

/** Cuts a game name off the start or end of a bet line; `game` is what it names. */
export function cutGameName(
  line: string,
  names: GameNames,
): { text: string; game: string | null | undefined } {
  const prefix = names.prefix?.exec(line);
  if (prefix) {
    return { text: line.slice(prefix[0].length), game: names.forms.get(nameKey(prefix[1]!)) };
  }
  const suffix = /[a-z]\.?$/.test(line) ? names.suffix?.exec(line) : null;
  if (suffix && suffix.index > 0 && /[\d)\s.]/.test(line[suffix.index - 1]!)) {
    return {
      text: line.slice(0, suffix.index).trim(),
      game: names.forms.get(nameKey(suffix[1]!)),
    };
  }
  return { text: line, game: undefined };
}

const TOTAL_LINE =
  /^(?:total|totel|tottal|tot|ttl|कुल)[\s:=\-.]*(?:rs\.?\s*)?(\d+(?:\.\d{1,2})?)\s*(?:rs\.?|\/-|-)?$/;

/** The stated total of a total line, in paise, or null when the line is not one. */
export function readTotalLine(line: string): number | null {
  const match = TOTAL_LINE.exec(line);
  return match ? Math.round(Number(match[1]) * 100) : null;
}
