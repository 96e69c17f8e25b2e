import { useState } from 'react';
import { errorMessage, notifySuccess } from '@bgmi/shared';
import {
  type MatchStanding,
  type OrganizerEventTeam,
  type OrganizerMatch,
} from '@bgmi/shared/day-and-money';
import { useEditMatch } from '../api/edit-match';
import { ResultsGrid } from './results-grid';
import { localTime } from './local-time';
import { MatchSlipActions } from './match-slip-actions';
import { useOrganizerT } from '../i18n';

interface Props {
  eventId: string;
  match: OrganizerMatch;
  teams: OrganizerEventTeam[];
  posted: MatchStanding[];
}

/** One match: its room id and password (saved and pushed to released players) and its results. */
export function MatchRow({ eventId, match, teams, posted }: Props) {
  const t = useOrganizerT();
  const [roomId, setRoomId] = useState(match.room_id ?? '');
  const [password, setPassword] = useState(match.room_password ?? '');
  const [showResults, setShowResults] = useState(false);
  const [error, setError] = useState('');
  const edit = useEditMatch(eventId);
  const changed = roomId !== (match.room_id ?? '') || password !== (match.room_password ?? '');

  const save = () =>
    edit.mutate(
      { match_id: match._id, room_id: roomId || null, room_password: password || null },
      {
        onSuccess: (answer) => {
          setError('');
          notifySuccess(answer.message);
        },
        onError: (failure) => setError(errorMessage(failure, t('match.saveFailed'))),
      },
    );

  return (
    <li className="card org-match" aria-label={t('match.label', { number: match.match_no })}>
      <header className="org-match-head">
        <strong>{t('match.title', { number: match.match_no, map: match.map })}</strong>
        <span className="muted">{localTime(match.start_time)}</span>
        {match.results_posted && <span className="badge badge-success">{t('match.posted')}</span>}
      </header>
      <p className="muted org-hint">
        {t('match.roomAt', { time: localTime(match.room_release_at) })}
      </p>
      <div className="org-room">
        <input
          className="input"
          aria-label={t('match.roomIdLabel', { number: match.match_no })}
          placeholder={t('match.roomId')}
          value={roomId}
          onChange={(e) => setRoomId(e.target.value)}
        />
        <input
          className="input"
          aria-label={t('match.passwordLabel', { number: match.match_no })}
          placeholder={t('match.password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button
          type="button"
          className="btn btn-small btn-primary"
          disabled={!changed || edit.isPending}
          onClick={save}
        >
          {t('match.saveRoom')}
        </button>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <MatchSlipActions eventId={eventId} match={match} />
      <button
        type="button"
        className="btn btn-small"
        aria-expanded={showResults}
        onClick={() => setShowResults((value) => !value)}
      >
        {showResults ? t('match.hideResults') : t('match.enterResults')}
      </button>
      {showResults && <ResultsGrid eventId={eventId} match={match} teams={teams} posted={posted} />}
    </li>
  );
}
