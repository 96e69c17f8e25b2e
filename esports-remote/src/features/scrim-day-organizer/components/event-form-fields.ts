import { fromZonedInput, toZonedInput, type OrganizerEvent } from '@bgmi/shared/day-and-money';

// The event form's fields (event-form.tsx): their text state, first values and labels' keys.

/** `datetime-local` shows the reader's zone (India by default); the API takes ISO instants. */
const toLocalInput = (iso: string | undefined) => (iso ? toZonedInput(iso) : '');
export const toIso = (local: string) => (local ? fromZonedInput(local) : '');
/** The server's grace for "now" (a start in the current minute is not past). */
export const PAST_GRACE_MS = 60_000;

export type Text = Record<
  | 'kind'
  | 'title'
  | 'map'
  | 'match_type'
  | 'slots'
  | 'sessionStartTime'
  | 'sessionEndTime'
  | 'description'
  | 'total_winning_amount'
  | 'check_in_opens_minutes'
  | 'check_in_closes_minutes'
  | 'room_release_minutes',
  string
>;

export function initial(event?: OrganizerEvent): Text {
  return {
    kind: event?.kind ?? 'scrim',
    title: event?.title ?? '',
    map: event?.map ?? 'Erangel',
    match_type: event?.match_type ?? 'Squad',
    slots: String(event?.slots ?? 16),
    sessionStartTime: toLocalInput(event?.sessionStartTime),
    sessionEndTime: toLocalInput(event?.sessionEndTime),
    description: event?.description ?? '',
    total_winning_amount:
      event?.total_winning_amount == null ? '' : String(event.total_winning_amount),
    check_in_opens_minutes: String(event?.check_in_opens_minutes ?? 30),
    check_in_closes_minutes: String(event?.check_in_closes_minutes ?? 10),
    room_release_minutes: String(event?.room_release_minutes ?? 10),
  };
}

export const FIELDS = [
  { key: 'title', label: 'form.title' },
  { key: 'map', label: 'form.map' },
  { key: 'match_type', label: 'form.mode' },
  { key: 'slots', label: 'form.slots', numeric: true },
  { key: 'sessionStartTime', label: 'form.starts', type: 'datetime-local' },
  { key: 'sessionEndTime', label: 'form.ends', type: 'datetime-local' },
  { key: 'total_winning_amount', label: 'form.prizePool', numeric: true },
  { key: 'check_in_opens_minutes', label: 'form.checkInOpens', numeric: true },
  { key: 'check_in_closes_minutes', label: 'form.checkInCloses', numeric: true },
  { key: 'room_release_minutes', label: 'form.roomRelease', numeric: true },
] as const satisfies readonly {
  key: keyof Text;
  label: string;
  type?: string;
  numeric?: boolean;
}[];
