import { zonedDateTime } from '@bgmi/shared/day-and-money';

/** An ISO instant in the reader's zone, short (e.g. 24 Nov, 9:30 pm IST). */
export const localTime = (iso: string): string => zonedDateTime(iso);
