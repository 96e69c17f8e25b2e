import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage, notifySuccess } from '@bgmi/shared';
import {
  OrganizerEventForm,
  SLIP_MESSAGES,
  fromZonedInput,
  toZonedInput,
  type OrganizerEvent,
} from '@bgmi/shared/day-and-money';
import { useCreateEvent } from '../api/create-event';
import { useEditEvent } from '../api/edit-event';
import { PointsSystemFields, draftFromSystem, systemFromDraft } from './points-system-fields';

/** `datetime-local` shows the reader's zone (India by default); the API takes ISO instants. */
const toLocalInput = (iso: string | undefined) => (iso ? toZonedInput(iso) : '');
const toIso = (local: string) => (local ? fromZonedInput(local) : '');
/** The server's grace for "now" (a start in the current minute is not past). */
const PAST_GRACE_MS = 60_000;

type Text = Record<
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

function initial(event?: OrganizerEvent): Text {
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

const FIELDS: Array<{ key: keyof Text; label: string; type?: string; numeric?: boolean }> = [
  { key: 'title', label: 'Title' },
  { key: 'map', label: 'Map' },
  { key: 'match_type', label: 'Mode' },
  { key: 'slots', label: 'Slots (teams)', numeric: true },
  { key: 'sessionStartTime', label: 'Starts', type: 'datetime-local' },
  { key: 'sessionEndTime', label: 'Ends', type: 'datetime-local' },
  { key: 'total_winning_amount', label: 'Prize pool (₹)', numeric: true },
  { key: 'check_in_opens_minutes', label: 'Check-in opens (min before start)', numeric: true },
  { key: 'check_in_closes_minutes', label: 'Check-in closes (min before start)', numeric: true },
  { key: 'room_release_minutes', label: 'Room release (min before each match)', numeric: true },
];

/** Create or edit a tournament/scrim; the contract's schema checks it before it is sent. */
export function EventForm({ event, onDone }: { event?: OrganizerEvent; onDone: () => void }) {
  const [text, setText] = useState<Text>(() => initial(event));
  const [points, setPoints] = useState(() => draftFromSystem(event?.points_system));
  const [rosterCheckIn, setRosterCheckIn] = useState(event?.roster_check_in ?? false);
  const [staged, setStaged] = useState(event?.staged ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateEvent();
  const edit = useEditEvent();
  const busy = create.isPending || edit.isPending;

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const parsed = OrganizerEventForm.safeParse({
      ...text,
      sessionStartTime: toIso(text.sessionStartTime),
      sessionEndTime: toIso(text.sessionEndTime),
      total_winning_amount: text.total_winning_amount === '' ? null : text.total_winning_amount,
      points_system: systemFromDraft(points),
      roster_check_in: rosterCheckIn,
      staged,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        next[key] ??= issue.message;
      }
      return setErrors(next);
    }
    // A start in the past is refused (the server says so too); an edit that keeps it may stay.
    const startChanged = !event || text.sessionStartTime !== initial(event).sessionStartTime;
    if (startChanged && Date.parse(parsed.data.sessionStartTime) < Date.now() - PAST_GRACE_MS) {
      return setErrors({ sessionStartTime: SLIP_MESSAGES.startInPast });
    }
    setErrors({});
    const done = {
      onSuccess: (answer: { message: string }) => {
        notifySuccess(answer.message);
        onDone();
      },
      // A refusal naming a field shows under that field; anything else under the form.
      onError: (error: unknown) => {
        const field = error instanceof ApiError ? error.field : undefined;
        const message = errorMessage(error, 'Could not save the event');
        setErrors(field && field in text ? { [field]: message } : { form: message });
      },
    };
    if (event) {
      // Times left as they were are not sent (the minute-wide input would drop their seconds).
      const before = initial(event);
      const { sessionStartTime, sessionEndTime, ...rest } = parsed.data;
      edit.mutate(
        {
          ...rest,
          ...(text.sessionStartTime !== before.sessionStartTime ? { sessionStartTime } : {}),
          ...(text.sessionEndTime !== before.sessionEndTime ? { sessionEndTime } : {}),
          event_id: event._id,
        },
        done,
      );
    } else create.mutate(parsed.data, done);
  };

  return (
    <form className="form card org-form" onSubmit={submit} noValidate aria-label="Event form">
      <h2 className="section-title">{event ? `Edit ${event.title}` : 'New event'}</h2>
      <div className="form-field">
        <label htmlFor="org-kind">Kind</label>
        <select
          id="org-kind"
          className="select"
          value={text.kind}
          disabled={Boolean(event)}
          onChange={(e) => setText({ ...text, kind: e.target.value })}
        >
          <option value="scrim">Scrim</option>
          <option value="tournament">Tournament</option>
        </select>
      </div>
      {FIELDS.map((field) => (
        <div className="form-field" key={field.key}>
          <label htmlFor={`org-${field.key}`}>{field.label}</label>
          <input
            id={`org-${field.key}`}
            className="input"
            type={field.type ?? 'text'}
            inputMode={field.numeric ? 'numeric' : undefined}
            value={text[field.key]}
            aria-invalid={Boolean(errors[field.key])}
            onChange={(e) => setText({ ...text, [field.key]: e.target.value })}
          />
          {errors[field.key] && <p className="form-error">{errors[field.key]}</p>}
        </div>
      ))}
      <div className="form-field">
        <label htmlFor="org-description">Description</label>
        <textarea
          id="org-description"
          className="textarea"
          value={text.description}
          onChange={(e) => setText({ ...text, description: e.target.value })}
        />
      </div>
      <label className="org-check">
        <input
          type="checkbox"
          checked={staged}
          disabled={Boolean(event?.staged)}
          onChange={(e) => {
            setStaged(e.target.checked);
            setErrors(({ slots: _slots, ...rest }) => rest);
          }}
        />
        Played in stages (groups of up to 25 squads): up to 5,000 slots
      </label>
      <label className="org-check">
        <input
          type="checkbox"
          checked={rosterCheckIn}
          onChange={(e) => setRosterCheckIn(e.target.checked)}
        />
        Any rostered player may check in (otherwise only the leader)
      </label>
      <PointsSystemFields value={points} onChange={setPoints} />
      {errors.points_system && <p className="form-error">{errors.points_system}</p>}
      {errors.placement_points && <p className="form-error">{errors.placement_points}</p>}
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="org-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving...' : event ? 'Save changes' : 'Create event'}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
