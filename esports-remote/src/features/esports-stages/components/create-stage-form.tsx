import { useState, type FormEvent } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import { ADVANCE_RULES, type AdvanceRule } from '@bgmi/shared/day-and-money';
import { InputField, SelectField } from '../../../components/form-fields';
import { useCreateStage } from '../api/create-stage';
import { useStagesT } from '../i18n';

const PRESETS = ['pmgc', 'classic'] as const;

/** Adds a stage: name, group size, points preset, advancement rule. */
export function CreateStageForm({ eventId }: { eventId: string }) {
  const t = useStagesT();
  const create = useCreateStage(eventId, '');
  const presets = PRESETS.map((value) => ({ value, label: t(`create.${value}`) }));
  const rules = ADVANCE_RULES.map((value) => ({ value, label: t(`create.rule.${value}`) }));
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
        onError: (error) => notifyError(errorMessage(error, t('create.failed'))),
      },
    );
  };
  return (
    <form className="card st-create" onSubmit={submit} aria-label={t('create.label')}>
      <h2>{t('create.label')}</h2>
      <div className="st-form-row">
        <InputField label={t('create.name')} value={name} onValue={setName} />
        <InputField
          label={t('create.size')}
          hint={t('create.sizeHint')}
          type="number"
          min={1}
          max={25}
          value={size}
          onValue={setSize}
        />
        <SelectField
          label={t('create.points')}
          value={preset}
          onValue={setPreset}
          options={presets}
        />
        <SelectField label={t('create.rule')} value={rule} onValue={setRule} options={rules} />
        {rule !== 'manual' && (
          <InputField
            label={t('create.count')}
            type="number"
            min={1}
            value={count}
            onValue={setCount}
          />
        )}
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {t('create.button')}
        </button>
      </div>
    </form>
  );
}
