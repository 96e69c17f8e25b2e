import { useState, type FormEvent } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import { InputField } from '../../../components/form-fields';
import { useScheduleStage } from '../api/schedule-stage';
import { useStagesT } from '../i18n';

/** The rotation: groups per lobby, rounds, first start (the organiser's local time), spacing. */
export function ScheduleForm({ eventId, stageId }: { eventId: string; stageId: string }) {
  const t = useStagesT();
  const schedule = useScheduleStage(eventId, stageId);
  const [perMatch, setPerMatch] = useState('2');
  const [rounds, setRounds] = useState('3');
  const [start, setStart] = useState('');
  const [gap, setGap] = useState('30');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = start ? new Date(start) : new Date(Date.now() + 60 * 60_000);
    schedule.mutate(
      {
        stage_id: stageId,
        groups_per_match: Number(perMatch),
        rounds: Number(rounds),
        first_start: Number.isNaN(first.getTime()) ? start : first.toISOString(),
        minutes_between: Number(gap),
      },
      {
        onSuccess: (answer) => notifySuccess(answer.message),
        onError: (error) => notifyError(errorMessage(error, t('schedule.failed'))),
      },
    );
  };
  return (
    <form className="st-form-row" onSubmit={submit} aria-label={t('schedule.label')}>
      <InputField
        label={t('schedule.perLobby')}
        type="number"
        min={1}
        max={25}
        value={perMatch}
        onValue={setPerMatch}
      />
      <InputField
        label={t('schedule.rounds')}
        type="number"
        min={1}
        value={rounds}
        onValue={setRounds}
      />
      <InputField
        label={t('schedule.first')}
        type="datetime-local"
        value={start}
        onValue={setStart}
      />
      <InputField label={t('schedule.gap')} type="number" min={5} value={gap} onValue={setGap} />
      <button type="submit" className="btn btn-primary" disabled={schedule.isPending}>
        {t('schedule.generate')}
      </button>
    </form>
  );
}
