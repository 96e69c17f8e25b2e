import { useState, type FormEvent } from 'react';
import {
  ApiError,
  EVENT_MESSAGES,
  notifyError,
  notifyInfo,
  notifySuccess,
  SQUAD_SIZE,
  type EsportsEvent,
  type TeamListTeam,
} from '@bgmi/shared';
import { Modal } from '@bgmi/shared/ui-kit';
import { useRegisterTournament } from '../api/register-tournament';
import { useTournamentsT } from '../i18n';

interface Props {
  event: EsportsEvent;
  /** Only the teams the user leads (filtered before opening). */
  teams: TeamListTeam[];
  bgmiUserId: string;
  onClose: () => void;
}

/**
 * Spec: a radio list of the led teams, the chosen team's members as checkboxes (name + game id)
 * and Join Tournament (n/4). Changing the team clears the players; a fifth tick is refused.
 */
export function TeamRegistrationDialog({ event, teams, bgmiUserId, onClose }: Props) {
  const t = useTournamentsT();
  const [teamName, setTeamName] = useState('');
  const [players, setPlayers] = useState<string[]>([]);
  const register = useRegisterTournament();
  const team = teams.find((candidate) => candidate.team_name === teamName);

  const chooseTeam = (name: string) => {
    setTeamName(name);
    setPlayers([]);
  };

  const togglePlayer = (gameId: string) => {
    if (players.includes(gameId)) {
      setPlayers(players.filter((id) => id !== gameId));
    } else if (players.length >= SQUAD_SIZE) {
      notifyError(t('dialog.onlyFour'));
    } else {
      setPlayers([...players, gameId]);
    }
  };

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!team) return notifyError(t('dialog.selectTeam'));
    if (players.length !== SQUAD_SIZE) return notifyError(t('dialog.exactlyFour'));
    register.mutate(
      { tournament_id: event._id, team_name: team.team_name, bgmiUserId, selectedPlayers: players },
      {
        onSuccess: (answer) => {
          // Beyond the slots the server waitlists the team: its words name the position.
          notifySuccess(
            answer.waitlisted
              ? answer.message ||
                  t('dialog.waitlisted', { position: answer.waitlist_position ?? 0 })
              : t('dialog.registered'),
          );
          onClose();
        },
        onError: (error) => {
          const message =
            error instanceof Error && error.message ? error.message : t('dialog.failed');
          // Players already in the event: the server lists them; the spec shows an info toast.
          if (
            error instanceof ApiError &&
            error.serverMessage.startsWith(EVENT_MESSAGES.alreadyRegisteredPrefix)
          ) {
            notifyInfo(message);
          } else {
            notifyError(message);
          }
        },
      },
    );
  };

  return (
    <Modal
      title={t('dialog.title', { event: event.title })}
      onClose={onClose}
      onSubmit={submit}
      className="ev-dialog"
    >
      <fieldset className="ev-fieldset">
        <legend>{t('dialog.chooseTeam')}</legend>
        {teams.map((candidate, index) => (
          <label key={candidate._id} className="ev-option">
            <input
              data-autofocus={index === 0 ? true : undefined}
              type="radio"
              name="team"
              value={candidate.team_name}
              checked={teamName === candidate.team_name}
              onChange={() => chooseTeam(candidate.team_name)}
            />
            <span>{candidate.team_name}</span>
          </label>
        ))}
      </fieldset>
      {team && (
        <fieldset className="ev-fieldset">
          <legend>{t('dialog.choosePlayers', { count: SQUAD_SIZE })}</legend>
          {team.members.map((member) => (
            <label key={member._id} className="ev-option">
              <input
                type="checkbox"
                checked={players.includes(member.bgmiUserId)}
                onChange={() => togglePlayer(member.bgmiUserId)}
              />
              <span>
                {member.name} <span className="muted">({member.bgmiUserId})</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="ev-dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          {t('dialog.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={register.isPending}>
          {register.isPending
            ? t('dialog.registering')
            : t('dialog.join', { count: players.length, size: SQUAD_SIZE })}
        </button>
      </div>
    </Modal>
  );
}
