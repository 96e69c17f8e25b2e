import { useState, type FormEvent } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import { FormField } from '@bgmi/shared/ui-kit';
import { InputField } from '../../../components/form-fields';
import { useScheduleStage } from '../api/schedule-stage';
import { useApiWords } from '@bgmi/shared/i18n';
import { useStagesT } from '../i18n';
import { useBalanceNote } from './use-balance-note';

/**
 * The rotation: generated (groups per lobby, rounds) or a published table typed by the organiser
 * (one line per round, lobbies split by ";"), then first start (local time) and spacing.
 */
export function ScheduleForm({ eventId, stageId }: { eventId: string; stageId: string }) {
  const t = useStagesT();
  const schedule = useScheduleStage(eventId, stageId);
  const word = useApiWords();
  const balanceNote = useBalanceNote();
  const [perMatch, setPerMatch] = useState('2');
  const [rounds, setRounds] = useState('3');
  const [start, setStart] = useState('');
  const [gap, setGap] = useState('30');
  const [typed, setTyped] = useState(false);
  const [table, setTable] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = start ? new Date(start) : new Date(Date.now() + 60 * 60_000);
    schedule.mutate(
      {
        stage_id: stageId,
        ...(typed
          ? { rotation_table: table }
          : { groups_per_match: Number(perMatch), rounds: Number(rounds) }),
        first_start: Number.isNaN(first.getTime()) ? start : first.toISOString(),
        minutes_between: Number(gap),
      },
      {
        onSuccess: ({ message, data }) => {
          // The answer's note is the server's English: word it here, sentence by sentence.
          const note = data.balance ? balanceNote(data.balance) : '';
          const code = 'esports-stages.schedule_generated';
          notifySuccess(note ? word({ code, params: { note } }, message) : message);
        },
        onError: (error) => notifyError(errorMessage(error, t('schedule.failed'))),
      },
    );
  };
  return (
    <form className="st-form-row" onSubmit={submit} aria-label={t('schedule.label')}>
      <label className="st-check">
        <input type="checkbox" checked={typed} onChange={(e) => setTyped(e.target.checked)} />
        {t('schedule.typeTable')}
      </label>
      {typed ? (
        <FormField
          id="st-rotation-table"
          label={t('schedule.tableLabel')}
          className="st-rotation-table"
        >
          {(control) => (
            <textarea
              {...control}
              className="textarea"
              rows={5}
              placeholder={'A B; C D\nA C; B D\nA D; B C'}
              value={table}
              onChange={(e) => setTable(e.target.value)}
            />
          )}
        </FormField>
      ) : (
        <>
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
        </>
      )}
      <InputField
        label={t('schedule.first')}
        type="datetime-local"
        value={start}
        onValue={setStart}
      />
      <InputField label={t('schedule.gap')} type="number" min={5} value={gap} onValue={setGap} />
      <button type="submit" className="btn btn-primary" disabled={schedule.isPending}>
        {typed ? t('schedule.useTable') : t('schedule.generate')}
      </button>
    </form>
  );
}
