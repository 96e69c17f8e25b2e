import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage, notifySuccess } from '@bgmi/shared';
import { FormField } from '@bgmi/shared/ui-kit';
import { toAsciiDigits } from '@bgmi/shared/i18n';
import { OrganizerEventForm, type OrganizerEvent } from '@bgmi/shared/day-and-money';
import { useCreateEvent } from '../api/create-event';
import { useEditEvent } from '../api/edit-event';
import { PointsSystemFields, draftFromSystem, systemFromDraft } from './points-system-fields';
import { useOrganizerT } from '../i18n';
import { FIELDS, PAST_GRACE_MS, initial, toIso, type Text } from './event-form-fields';

/** Create or edit a tournament/scrim; the contract's schema checks it before it is sent. */
export function EventForm({ event, onDone }: { event?: OrganizerEvent; onDone: () => void }) {
  const t = useOrganizerT();
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
      return setErrors({ sessionStartTime: t('form.startInPast') });
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
        const message = errorMessage(error, t('form.saveFailed'));
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
    <form className="form card org-form" onSubmit={submit} noValidate aria-label={t('form.label')}>
      <h2 className="section-title">
        {event ? t('form.edit', { title: event.title }) : t('form.new')}
      </h2>
      <FormField id="org-kind" label={t('form.kind')}>
        {(control) => (
          <select
            {...control}
            className="select"
            value={text.kind}
            disabled={Boolean(event)}
            onChange={(e) => setText({ ...text, kind: e.target.value })}
          >
            <option value="scrim">{t('kind.scrim')}</option>
            <option value="tournament">{t('kind.tournament')}</option>
          </select>
        )}
      </FormField>
      {FIELDS.map((field) => (
        <FormField
          key={field.key}
          id={`org-${field.key}`}
          label={t(field.label)}
          error={errors[field.key]}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type={'type' in field ? field.type : 'text'}
              inputMode={'numeric' in field ? 'numeric' : undefined}
              value={text[field.key]}
              onChange={(e) =>
                setText({
                  ...text,
                  [field.key]: 'numeric' in field ? toAsciiDigits(e.target.value) : e.target.value,
                })
              }
            />
          )}
        </FormField>
      ))}
      <FormField id="org-description" label={t('form.description')}>
        {(control) => (
          <textarea
            {...control}
            className="textarea"
            value={text.description}
            onChange={(e) => setText({ ...text, description: e.target.value })}
          />
        )}
      </FormField>
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
        {t('form.staged')}
      </label>
      <label className="org-check">
        <input
          type="checkbox"
          checked={rosterCheckIn}
          onChange={(e) => setRosterCheckIn(e.target.checked)}
        />
        {t('form.rosterCheckIn')}
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
          {busy ? t('form.saving') : event ? t('form.save') : t('form.create')}
        </button>
        <button type="button" className="btn" onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
