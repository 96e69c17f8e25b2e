import { useState, type FormEvent } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import { ADVANCE_RULES, type AdvanceRule } from '@bgmi/shared/day-and-money';
import { InputField, SelectField } from '../../../components/form-fields';
import { useCreateStage } from '../api/create-stage';

const PRESETS = [
  { value: 'pmgc', label: 'PMGC' },
  { value: 'classic', label: 'Classic' },
] as const;

const RULE_LABELS: Record<AdvanceRule, string> = {
  per_group: 'Top N of each group',
  overall: 'Top N overall',
  manual: 'By hand',
};
const RULES = ADVANCE_RULES.map((item) => ({ value: item, label: RULE_LABELS[item] }));

/** Adds a stage: name, group size, points preset, advancement rule. */
export function CreateStageForm({ eventId }: { eventId: string }) {
  const create = useCreateStage(eventId, '');
  const [name, setName] = useState('');
  const [size, setSize] = useState('16');
  const [preset, setPreset] = useState<'pmgc' | 'classic'>('pmgc');
  const [rule, setRule] = useState<AdvanceRule>('overall');
  const [count, setCount] = useState('4');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        event_id: eventId,
        name,
        group_size: Number(size),
        points_system: { preset, kill_points: 1 },
        advance: { rule, count: rule === 'manual' ? 0 : Number(count) },
      },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          setName('');
        },
        onError: (error) => notifyError(errorMessage(error, 'Could not create the stage')),
      },
    );
  };
  return (
    <form className="card st-create" onSubmit={submit} aria-label="New stage">
      <h2>New stage</h2>
      <div className="st-form-row">
        <InputField label="Stage name" value={name} onValue={setName} />
        <InputField
          label="Squads per group"
          hint="A lobby holds at most 25"
          type="number"
          min={1}
          max={25}
          value={size}
          onValue={setSize}
        />
        <SelectField label="Points" value={preset} onValue={setPreset} options={PRESETS} />
        <SelectField label="Who goes on" value={rule} onValue={setRule} options={RULES} />
        {rule !== 'manual' && (
          <InputField label="N" type="number" min={1} value={count} onValue={setCount} />
        )}
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          Create stage
        </button>
      </div>
    </form>
  );
}
