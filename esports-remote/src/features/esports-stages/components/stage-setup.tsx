import { useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import type { Stage } from '@bgmi/shared/day-and-money';
import { useSeedStage } from '../api/seed-stage';
import { GroupsBoard } from './groups-board';
import { ScheduleForm } from './schedule-form';
import { useStagesT } from '../i18n';
import { SwapTeamForm } from './swap-team-form';

/** Draw the groups (registration order, or random with a seed that is shown), then schedule. */
export function StageSetup({ eventId, stage }: { eventId: string; stage: Stage }) {
  const t = useStagesT();
  const seed = useSeedStage(eventId, stage._id);
  const [seedText, setSeedText] = useState('');
  const draw = (method: 'registration' | 'random') =>
    seed.mutate(
      {
        stage_id: stage._id,
        method,
        ...(method === 'random' && seedText ? { seed: seedText } : {}),
      },
      {
        onSuccess: (answer) =>
          notifySuccess(
            answer.data.stage.seed
              ? t('setup.seedMessage', { message: answer.message, seed: answer.data.stage.seed })
              : answer.message,
          ),
        onError: (error) => notifyError(errorMessage(error, t('setup.failed'))),
      },
    );
  return (
    <>
      <h3>{t('setup.title')}</h3>
      <div className="st-form-row">
        <button
          type="button"
          className="btn"
          disabled={seed.isPending}
          onClick={() => draw('registration')}
        >
          {t('setup.byRegistration')}
        </button>
        <input
          className="input"
          aria-label={t('setup.seedLabel')}
          placeholder={t('setup.seedPlaceholder')}
          value={seedText}
          onChange={(e) => setSeedText(e.target.value)}
        />
        <button
          type="button"
          className="btn"
          disabled={seed.isPending}
          onClick={() => draw('random')}
        >
          {t('setup.random')}
        </button>
      </div>
      {stage.seed && <p className="muted">{t('page.seed', { seed: stage.seed })}</p>}
      <GroupsBoard eventId={eventId} stageId={stage._id} />
      <SwapTeamForm eventId={eventId} stageId={stage._id} />
      <ScheduleForm eventId={eventId} stageId={stage._id} />
    </>
  );
}
