import { currentLanguage, dateTimeFormat, localeOf } from '@bgmi/shared/i18n';
/** Dates of history rows in the reader's language (India's conventions), e.g. 22/11/2026, 14:05. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : dateTimeFormat(localeOf(currentLanguage()), {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }).format(date);
}
