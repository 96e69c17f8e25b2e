import { useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import type { Stage, StageStanding } from '@bgmi/shared/day-and-money';
import { useClosePreview } from '../api/close-preview';
import { useCloseStage } from '../api/close-stage';
import { useStageTables } from '../api/stage-tables';
import { plural } from './table-text';

/** Close the stage: preview who goes on (and where), then confirm. By hand: tick the teams. */
export function ClosePanel({ eventId, stage }: { eventId: string; stage: Stage }) {
  const preview = useClosePreview();
  const close = useCloseStage(eventId, stage._id);
  const tables = useStageTables(stage._id);
  const [picked, setPicked] = useState<string[]>([]);
  const manual = stage.advance.rule === 'manual';
  const shown = preview.data?.data;
  const ids = (rows: StageStanding[]) => rows.map((row) => row.team_id);
  const body = { stage_id: stage._id, ...(manual ? { team_ids: picked } : {}) };
  return (
    <div className="st-close">
      <h3>Close the stage</h3>
      {manual && (
        <fieldset>
          <legend>Teams that go on</legend>
          {(tables.data?.overall ?? []).map((row) => (
            <label key={row.team_id} className="st-results-line">
              <input
                type="checkbox"
                checked={picked.includes(row.team_id)}
                onChange={(e) =>
                  setPicked(
                    e.target.checked
                      ? [...picked, row.team_id]
                      : picked.filter((id) => id !== row.team_id),
                  )
                }
              />
              {row.rank}. {row.team_name} ({row.total} pts)
            </label>
          ))}
        </fieldset>
      )}
      <button
        type="button"
        className="btn"
        disabled={preview.isPending}
        onClick={() =>
          preview.mutate(body, {
            onError: (error) => notifyError(errorMessage(error, 'Could not preview the close')),
          })
        }
      >
        Preview who goes on
      </button>
      {shown && (
        <div role="region" aria-label="Close preview">
          <p>
            {shown.advancing.length} teams go on
            {shown.next_stage
              ? ` to ${shown.next_stage.name} (${plural(shown.next_stage.group_count, 'group')})`
              : ' (last stage)'}
            :
          </p>
          <ol>
            {shown.advancing.map((row) => (
              <li key={row.team_id}>
                {row.team_name} · Group {row.group_name} · {row.total} pts
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="btn btn-primary"
            disabled={close.isPending}
            onClick={() =>
              close.mutate(
                { stage_id: stage._id, team_ids: ids(shown.advancing) },
                {
                  onSuccess: (answer) => {
                    notifySuccess(answer.message);
                    preview.reset();
                  },
                  onError: (error) => notifyError(errorMessage(error, 'Could not close the stage')),
                },
              )
            }
          >
            Confirm and close
          </button>
        </div>
      )}
    </div>
  );
}
