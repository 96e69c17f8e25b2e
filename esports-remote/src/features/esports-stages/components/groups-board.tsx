import { useState } from 'react';
import { errorMessage, notifyError } from '@bgmi/shared';
import { useStageDetail } from '../api/stage-detail';
import { useMoveStageTeam } from '../api/move-team';
import { useStagesT } from '../i18n';

/**
 * Seeding by hand: drag a team onto another group (desktop), or tap a team then tap "Move
 * here" on the group it should go to (phone).
 */
export function GroupsBoard({ eventId, stageId }: { eventId: string; stageId: string }) {
  const t = useStagesT();
  const detail = useStageDetail(stageId);
  const move = useMoveStageTeam(eventId, stageId);
  const [picked, setPicked] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const moveTo = (teamId: string, groupId: string) => {
    setPicked(null);
    move.mutate(
      { stage_id: stageId, team_id: teamId, group_id: groupId },
      { onError: (error) => notifyError(errorMessage(error, t('groups.moveFailed'))) },
    );
  };
  const groups = detail.data?.groups ?? [];
  if (detail.isPending) return <p className="page-empty">{t('groups.loading')}</p>;
  if (!groups.length) return <p className="empty-state">{t('groups.empty')}</p>;
  return (
    <div className="st-groups" aria-label={t('groups.label')}>
      {groups.map((group) => (
        <div
          key={group._id}
          className={over === group._id ? 'st-group-card st-drop' : 'st-group-card'}
          aria-label={t('group', { name: group.name })}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(group._id);
          }}
          onDragLeave={() => setOver(null)}
          onDrop={(event) => {
            event.preventDefault();
            setOver(null);
            const teamId = event.dataTransfer.getData('text/plain');
            if (teamId) moveTo(teamId, group._id);
          }}
        >
          <h3>
            {t('group', { name: group.name })}{' '}
            <small className="muted">({group.teams.length})</small>
          </h3>
          {picked && !group.teams.some((team) => team.team_id === picked) && (
            <button
              type="button"
              className="btn btn-small"
              onClick={() => moveTo(picked, group._id)}
            >
              {t('groups.moveHere')}
            </button>
          )}
          {group.teams.map((team) => (
            <button
              key={team.team_id}
              type="button"
              className="st-team-chip"
              draggable
              aria-pressed={picked === team.team_id}
              onDragStart={(event) => event.dataTransfer.setData('text/plain', team.team_id)}
              onClick={() => setPicked(picked === team.team_id ? null : team.team_id)}
            >
              {team.team_name}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
