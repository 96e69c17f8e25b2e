import { currentLanguage } from './i18n/current-language';
import { localeOf, type Language } from './i18n/language';
import { dateTimeFormat } from './i18n/intl-formatters';
import { warmIntlOffMainThread } from './i18n/intl-warm-up';
// Times as a person reads them (DESIGN 7: every time shown is in the reader's time zone, India by
// default, never UTC). The API speaks ISO instants; pages, notifications and the points-table
// image format them here. A reader may choose another zone (stored on the device under
// TIME_ZONE_STORAGE_KEY); otherwise Asia/Kolkata.

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
export const TIME_ZONE_STORAGE_KEY = 'bgmi.timeZone';

/** Whether the runtime knows the zone name (an unknown one would throw in Intl). */
export function isTimeZone(zone: string): boolean {
  try {
    dateTimeFormat('en-IN', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The reader's zone: their stored choice, else India. */
export function readerTimeZone(): string {
  try {
    const stored = globalThis.localStorage?.getItem(TIME_ZONE_STORAGE_KEY);
    if (stored && isTimeZone(stored)) return stored;
  } catch {
    // Storage refused (private mode): the default serves.
  }
  return DEFAULT_TIME_ZONE;
}

const DATE_AND_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
const TIME_ONLY: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

function format(
  iso: string | Date,
  options: Intl.DateTimeFormatOptions,
  zone: string,
  language: Language = currentLanguage(),
): string {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso);
  // en-IN names India's zone "IST"; other zones get their short name or GMT offset. Hindi
  // readers get hi-IN's month names with the same zone.
  return dateTimeFormat(localeOf(language), { ...options, timeZone: zone }).format(date);
}

/**
 * Builds the reader's date-and-time formatter once a worker has loaded ICU's data for it
 * (intl-warm-up.ts): a browser's first Intl formatter costs 30-80 ms in a fresh Chromium on this
 * machine, four times that on a slow phone, in one main-thread task; after the worker, about 1 ms.
 */
export async function prepareTimeFormats(): Promise<void> {
  const locale = localeOf(currentLanguage());
  const date = { ...DATE_AND_TIME, timeZone: readerTimeZone() };
  await warmIntlOffMainThread({ locale, date });
  dateTimeFormat(locale, date);
}

/** e.g. "24 Nov, 9:30 pm IST". */
export const zonedDateTime = (iso: string | Date, zone = readerTimeZone(), language?: Language) =>
  format(iso, DATE_AND_TIME, zone, language);

/** e.g. "9:30 pm IST". */
export const zonedTime = (iso: string | Date, zone = readerTimeZone()) =>
  format(iso, TIME_ONLY, zone);

/** Wall-clock parts of an instant in a zone. */
function wallParts(ms: number, zone: string) {
  const parts = dateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  };
}

/** `datetime-local` text (YYYY-MM-DDTHH:mm) of an instant in the zone. */
export function toZonedInput(iso: string | Date, zone = readerTimeZone()): string {
  const ms = (iso instanceof Date ? iso : new Date(iso)).getTime();
  if (Number.isNaN(ms)) return '';
  const p = wallParts(ms, zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/** The instant (ISO) of `datetime-local` text read as wall-clock time in the zone; '' if invalid. */
export function fromZonedInput(local: string, zone = readerTimeZone()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return '';
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at that moment (twice, so a guess near a DST change settles).
  let guess = asUtc;
  for (let i = 0; i < 2; i += 1) {
    const p = wallParts(guess, zone);
    const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - guess;
    guess = asUtc - offset;
  }
  return Number.isNaN(guess) ? '' : new Date(guess).toISOString();
}
