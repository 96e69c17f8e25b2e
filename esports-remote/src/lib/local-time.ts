import { zonedDateTime } from '@bgmi/shared/day-and-money';

/** Start and end times in the reader's zone (India by default, never UTC; DESIGN 7). */
export const localTime = (iso: string): string => zonedDateTime(iso);
