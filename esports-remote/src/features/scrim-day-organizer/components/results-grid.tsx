import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { errorMessage, notifySuccess } from '@bgmi/shared';
import { toAsciiDigits } from '@bgmi/shared/i18n';
import {
  postResultsEndpoint,
  type MatchStanding,
  type OrganizerEventTeam,
  type OrganizerMatch,
} from '@bgmi/shared/day-and-money';
import { usePostResults } from '../api/post-results';
import { useOrganizerT } from '../i18n';

interface Row {
  placement: string;
  kills: string;
}

interface Props {
  eventId: string;
  match: OrganizerMatch;
  /** The teams holding a slot (the waitlist does not play). */
  teams: OrganizerEventTeam[];
  /** Posted lines of this match, to edit them. */
  posted?: MatchStanding[];
}

/**
 * Placement and kills of every team in one match, made for a phone: numeric keypad, Enter jumps
 * to the next box, blank rows are left out. The contract's schema checks it (distinct places).
 */
export function ResultsGrid({ eventId, match, teams, posted = [] }: Props) {
  const t = useOrganizerT();
  const [rows, setRows] = useState<Record<string, Row>>(() =>
    Object.fromEntries(
      teams.map((team) => {
        const line = posted.find((standing) => standing.team_id === team.team_id);
        return [
          team.team_id,
          { placement: line ? String(line.placement) : '', kills: line ? String(line.kills) : '' },
        ];
      }),
    ),
  );
  const [error, setError] = useState('');
  const post = usePostResults(eventId);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (teamId: string, key: keyof Row, value: string) =>
    setRows((current) => ({
      ...current,
      [teamId]: { ...(current[teamId] ?? { placement: '', kills: '' }), [key]: value },
    }));

  // Enter moves on to the next box instead of submitting half a grid.
  const next = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const boxes = Array.from(formRef.current?.querySelectorAll('input') ?? []);
    const index = boxes.indexOf(event.currentTarget);
    boxes[index + 1]?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const results = teams
      .map((team) => ({ team, row: rows[team.team_id] }))
      .filter(({ row }) => row && (row.placement !== '' || row.kills !== ''))
      .map(({ team, row }) => ({
        team_id: team.team_id,
        placement: row!.placement,
        kills: row!.kills === '' ? '0' : row!.kills,
      }));
    const parsed = postResultsEndpoint.body.safeParse({ match_id: match._id, results });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const index = typeof issue.path[1] === 'number' ? issue.path[1] : -1;
      const team = index >= 0 ? teams.find((one) => one.team_id === results[index]?.team_id) : null;
      return setError(team ? `${team.team_name}: ${issue.message}` : issue.message);
    }
    setError('');
    post.mutate(parsed.data, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (failure) => setError(errorMessage(failure, t('results.postFailed'))),
    });
  };

  if (!teams.length) return <p className="empty-state">{t('results.noTeams')}</p>;
  return (
    <form
      ref={formRef}
      className="org-results"
      onSubmit={submit}
      noValidate
      aria-label={t('results.label', { number: match.match_no })}
    >
      <div className="org-results-head" aria-hidden="true">
        <span>{t('results.team')}</span>
        <span>{t('results.place')}</span>
        <span>{t('results.kills')}</span>
      </div>
      {teams.map((team) => (
        <div className="org-results-row" key={team.team_id}>
          <span className="org-results-team">
            {team.slot_no != null && <small>#{team.slot_no} </small>}
            {team.team_name}
          </span>
          <input
            className="input"
            inputMode="numeric"
            pattern="[0-9]*"
            enterKeyHint="next"
            aria-label={t('results.placementOf', { team: team.team_name })}
            value={rows[team.team_id]?.placement ?? ''}
            onChange={(e) => set(team.team_id, 'placement', toAsciiDigits(e.target.value.trim()))}
            onKeyDown={next}
          />
          <input
            className="input"
            inputMode="numeric"
            pattern="[0-9]*"
            enterKeyHint="next"
            aria-label={t('results.killsOf', { team: team.team_name })}
            value={rows[team.team_id]?.kills ?? ''}
            onChange={(e) => set(team.team_id, 'kills', toAsciiDigits(e.target.value.trim()))}
            onKeyDown={next}
          />
        </div>
      ))}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={post.isPending}>
        {post.isPending
          ? t('results.posting')
          : match.results_posted
            ? t('results.update')
            : t('results.post')}
      </button>
    </form>
  );
}
