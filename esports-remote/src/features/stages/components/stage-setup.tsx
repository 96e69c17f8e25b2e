import { useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import type { Stage } from '@bgmi/shared/day-and-money';
import { useSeedStage } from '../api/seed-stage';
import { GroupsBoard } from './groups-board';
import { ScheduleForm } from './schedule-form';
import { SwapTeamForm } from './swap-team-form';

/** Draw the groups (registration order, or random with a seed that is shown), then schedule. */
export function StageSetup({ eventId, stage }: { eventId: string; stage: Stage }) {
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
              ? `${answer.message} (seed ${answer.data.stage.seed})`
              : answer.message,
          ),
        onError: (error) => notifyError(errorMessage(error, 'Could not draw the groups')),
      },
    );
  return (
    <>
      <h3>Groups</h3>
      <div className="st-form-row">
        <button
          type="button"
          className="btn"
          disabled={seed.isPending}
          onClick={() => draw('registration')}
        >
          Seed by registration order
        </button>
        <input
          className="input"
          aria-label="Random seed (optional)"
          placeholder="seed (optional)"
          value={seedText}
          onChange={(e) => setSeedText(e.target.value)}
        />
        <button
          type="button"
          className="btn"
          disabled={seed.isPending}
          onClick={() => draw('random')}
        >
          Seed at random
        </button>
      </div>
      {stage.seed && <p className="muted">Random draw, seed {stage.seed}</p>}
      <GroupsBoard eventId={eventId} stageId={stage._id} />
      <SwapTeamForm eventId={eventId} stageId={stage._id} />
      <ScheduleForm eventId={eventId} stageId={stage._id} />
    </>
  );
}
