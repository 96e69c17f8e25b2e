import { zonedDateTime } from '@bgmi/shared/time-zone';

/** Start and end times in the reader's zone (India by default, never UTC; DESIGN 7). */
export const localTime = (iso: string): string => zonedDateTime(iso);
