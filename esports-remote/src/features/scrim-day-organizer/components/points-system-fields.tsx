import {
  POINTS_PRESETS,
  PRESET_PLACEMENT_POINTS,
  type PointsPreset,
  type PointsSystem,
} from '@bgmi/shared/day-and-money';
import { toAsciiDigits } from '@bgmi/shared/i18n';
import { FormField } from '@bgmi/shared/ui-kit';
import { useOrganizerT } from '../i18n';

export interface PointsDraft {
  preset: PointsPreset;
  placement: string[];
  kill_points: string;
}

export function draftFromSystem(system: PointsSystem | undefined): PointsDraft {
  const preset = system?.preset ?? 'pmgc';
  const placement =
    system?.placement_points?.map(String) ??
    PRESET_PLACEMENT_POINTS[preset === 'custom' ? 'pmgc' : preset].map(String);
  return { preset, placement, kill_points: String(system?.kill_points ?? 1) };
}

/** What the form sends: the contract's zod schema checks the numbers (errors name the field). */
export function systemFromDraft(draft: PointsDraft) {
  return {
    preset: draft.preset,
    kill_points: draft.kill_points,
    ...(draft.preset === 'custom' ? { placement_points: draft.placement } : {}),
  } as unknown as PointsSystem;
}

/** Preset picker, points per kill, and for `custom` an editable placement-points table. */
export function PointsSystemFields({
  value,
  onChange,
}: {
  value: PointsDraft;
  onChange: (next: PointsDraft) => void;
}) {
  const t = useOrganizerT();
  const shown =
    value.preset === 'custom' ? value.placement : PRESET_PLACEMENT_POINTS[value.preset].map(String);
  const setPlace = (index: number, points: string) =>
    onChange({
      ...value,
      placement: value.placement.map((p, i) => (i === index ? toAsciiDigits(points) : p)),
    });

  return (
    <fieldset className="org-points">
      <legend>{t('points.legend')}</legend>
      <FormField id="org-preset" label={t('points.preset')}>
        {(control) => (
          <select
            {...control}
            className="select"
            value={value.preset}
            onChange={(event) => onChange({ ...value, preset: event.target.value as PointsPreset })}
          >
            {POINTS_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {t(`points.${preset}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="org-kill-points" label={t('points.perKill')}>
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="numeric"
            value={value.kill_points}
            onChange={(event) =>
              onChange({ ...value, kill_points: toAsciiDigits(event.target.value) })
            }
          />
        )}
      </FormField>
      <div className="org-place-grid" aria-label={t('points.placement')}>
        {shown.map((points, index) => (
          <FormField key={index} label={`#${index + 1}`} className="org-place">
            {(control) => (
              <input
                {...control}
                className="input"
                inputMode="numeric"
                // The grid shows "#1"; the name says what the number is.
                aria-label={t('points.forPlace', { place: index + 1 })}
                value={points}
                readOnly={value.preset !== 'custom'}
                onChange={(event) => setPlace(index, event.target.value)}
              />
            )}
          </FormField>
        ))}
      </div>
      {value.preset === 'custom' && (
        <div className="org-row">
          <button
            type="button"
            className="btn btn-small"
            onClick={() => onChange({ ...value, placement: [...value.placement, '0'] })}
          >
            {t('points.addPlace')}
          </button>
          <button
            type="button"
            className="btn btn-small"
            disabled={value.placement.length <= 1}
            onClick={() => onChange({ ...value, placement: value.placement.slice(0, -1) })}
          >
            {t('points.removePlace')}
          </button>
        </div>
      )}
      <p className="muted org-hint">{t('points.beyond')}</p>
    </fieldset>
  );
}
