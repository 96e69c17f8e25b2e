import { useState } from 'react';
import { PageLoading, errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import { useEventTeams } from '../api/list-teams';
import { useRemoveTeam } from '../api/remove-team';
import { localTime } from './local-time';
import { TeamDisciplineDialog, type Discipline } from './team-discipline-dialog';
import { useOrganizerT } from '../i18n';

/** Slots then the waitlist, with check-in times and Remove / Ban. */
export function TeamsList({ eventId }: { eventId: string }) {
  const t = useOrganizerT();
  const teams = useEventTeams(eventId);
  const remove = useRemoveTeam();
  const [dialog, setDialog] = useState<{
    kind: Discipline;
    team: { team_id: string; team_name: string };
  } | null>(null);

  const act = (teamId: string, name: string, ban: boolean) => {
    if (!window.confirm(t(ban ? 'teams.confirmBan' : 'teams.confirmRemove', { team: name })))
      return;
    remove.mutate(
      { event_id: eventId, team_id: teamId, ban },
      {
        onSuccess: (answer) =>
          notifySuccess(
            answer.promoted_team
              ? t('teams.promoted', { message: answer.message, team: answer.promoted_team })
              : answer.message,
          ),
        onError: (error) => notifyError(errorMessage(error, t('teams.removeFailed'))),
      },
    );
  };

  if (teams.isPending) return <PageLoading label={t('teams.loading')} />;
  if (teams.isError)
    return (
      <div className="empty-state" role="alert">
        <p>{errorMessage(teams.error, t('teams.loadFailed'))}</p>
        <button type="button" className="btn" onClick={() => void teams.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  if (!teams.data.length) return <p className="empty-state">{t('teams.empty')}</p>;
  return (
    <>
      {dialog && (
        <TeamDisciplineDialog
          kind={dialog.kind}
          eventId={eventId}
          team={dialog.team}
          onClose={() => setDialog(null)}
        />
      )}
      <ul className="org-list" aria-label={t('teams.label')}>
        {teams.data.map((team) => (
          <li key={team.registration_id} className="card org-team">
            <div className="org-team-head">
              <strong>
                {team.slot_no != null ? `#${team.slot_no} ` : `W${team.waitlist_position ?? ''} `}
                {team.team_name}
              </strong>
              <span
                className={`badge ${team.state === 'checked_in' ? 'badge-success' : 'badge-pending'}`}
              >
                {t(`teams.state.${team.state}`)}
              </span>
            </div>
            <p className="muted org-hint">
              {t('teams.leader', {
                leader: team.leader_bgmiId,
                players: team.players.map((p) => p.name).join(', '),
              })}
              {team.checked_in_at ? t('teams.inAt', { time: localTime(team.checked_in_at) }) : ''}
            </p>
            <div className="org-row">
              <button
                type="button"
                className="btn btn-small"
                disabled={remove.isPending}
                onClick={() => act(team.team_id, team.team_name, false)}
              >
                {t('teams.remove')}
              </button>
              <button
                type="button"
                className="btn btn-small btn-danger"
                disabled={remove.isPending}
                onClick={() => act(team.team_id, team.team_name, true)}
              >
                {t('teams.ban')}
              </button>
              <button
                type="button"
                className="btn btn-small btn-danger"
                onClick={() => setDialog({ kind: 'disqualify', team })}
              >
                {t('teams.disqualify')}
              </button>
              <button
                type="button"
                className="btn btn-small"
                onClick={() => setDialog({ kind: 'ban', team })}
              >
                {t('teams.banMine')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
