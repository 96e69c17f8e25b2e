import { toAsciiDigits } from '@bgmi/shared/i18n';

/**
 * What an operator typed in a number field, with Devanagari digits (०-९) as ASCII digits: every
 * number input's onChange passes its text through this before it is stored or parsed.
 */
export function typedNumber(text: string): string {
  return toAsciiDigits(text);
}
