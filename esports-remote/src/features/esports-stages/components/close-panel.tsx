import { useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import type { Stage, StageStanding } from '@bgmi/shared/day-and-money';
import { useClosePreview } from '../api/close-preview';
import { useCloseStage } from '../api/close-stage';
import { useStageTables } from '../api/stage-tables';
import { useStagesT } from '../i18n';

/** Close the stage: preview who goes on (and where), then confirm. By hand: tick the teams. */
export function ClosePanel({ eventId, stage }: { eventId: string; stage: Stage }) {
  const t = useStagesT();
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
      <h3>{t('close.title')}</h3>
      {manual && (
        <fieldset>
          <legend>{t('close.teams')}</legend>
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
              {t('close.line', { rank: row.rank, team: row.team_name, total: row.total })}
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
            onError: (error) => notifyError(errorMessage(error, t('close.previewFailed'))),
          })
        }
      >
        {t('close.preview')}
      </button>
      {shown && (
        <div role="region" aria-label={t('close.previewLabel')}>
          <p>
            {shown.next_stage
              ? t('close.goOnTo', {
                  count: shown.advancing.length,
                  stage: shown.next_stage.name,
                  groups: t('count.groups', { count: shown.next_stage.group_count }),
                })
              : t('close.goOnLast', { count: shown.advancing.length })}
          </p>
          <ol>
            {shown.advancing.map((row) => (
              <li key={row.team_id}>
                {t('close.advancing', {
                  team: row.team_name,
                  group: row.group_name,
                  total: row.total,
                })}
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
                  onError: (error) => notifyError(errorMessage(error, t('close.failed'))),
                },
              )
            }
          >
            {t('close.confirm')}
          </button>
        </div>
      )}
    </div>
  );
}
