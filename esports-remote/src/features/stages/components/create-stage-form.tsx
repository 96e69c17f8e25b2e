import { useState, type FormEvent } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import { FormField } from '@bgmi/shared/ui-kit';
import { ADVANCE_RULES, type AdvanceRule } from '@bgmi/shared/day-and-money';
import { useCreateStage } from '../api/create-stage';

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
        <FormField label="Stage name">
          {(props) => (
            <input
              {...props}
              className="input"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Squads per group" hint="A lobby holds at most 25">
          {(props) => (
            <input
              {...props}
              className="input"
              type="number"
              min={1}
              max={25}
              value={size}
              onChange={(e) => setSize(e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Points">
          {(props) => (
            <select
              {...props}
              className="input"
              value={preset}
              onChange={(e) => setPreset(e.target.value as 'pmgc' | 'classic')}
            >
              <option value="pmgc">PMGC</option>
              <option value="classic">Classic</option>
            </select>
          )}
        </FormField>
        <FormField label="Who goes on">
          {(props) => (
            <select
              {...props}
              className="input"
              value={rule}
              onChange={(e) => setRule(e.target.value as AdvanceRule)}
            >
              {ADVANCE_RULES.map((item) => (
                <option key={item} value={item}>
                  {
                    {
                      per_group: 'Top N of each group',
                      overall: 'Top N overall',
                      manual: 'By hand',
                    }[item]
                  }
                </option>
              ))}
            </select>
          )}
        </FormField>
        {rule !== 'manual' && (
          <FormField label="N">
            {(props) => (
              <input
                {...props}
                className="input"
                type="number"
                min={1}
                value={count}
                onChange={(e) => setCount(e.target.value)}
              />
            )}
          </FormField>
        )}
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          Create stage
        </button>
      </div>
    </form>
  );
}
