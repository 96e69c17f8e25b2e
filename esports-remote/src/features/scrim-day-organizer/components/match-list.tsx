import { useState, type FormEvent } from 'react';
import { PageLoading, errorMessage, notifySuccess } from '@bgmi/shared';
import { FormField } from '@bgmi/shared/ui-kit';
import { fromZonedInput, type OrganizerEvent } from '@bgmi/shared/day-and-money';
import { useOrganizerMatches } from '../api/list-matches';
import { useCreateMatch } from '../api/create-match';
import { useEventTeams } from '../api/list-teams';
import { useOrganizerTable } from '../api/points-table';
import { MatchRow } from './match-row';
import { useOrganizerT } from '../i18n';

/** The matches of an event with room fields and results, and a form to add the next match. */
export function MatchList({ event }: { event: OrganizerEvent }) {
  const t = useOrganizerT();
  const matches = useOrganizerMatches(event._id);
  const teams = useEventTeams(event._id);
  const table = useOrganizerTable(event._id);
  const create = useCreateMatch();
  const [map, setMap] = useState(event.map);
  const [start, setStart] = useState('');
  const [error, setError] = useState('');

  const add = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!start) return setError(t('matches.startRequired'));
    create.mutate(
      { event_id: event._id, map, start_time: fromZonedInput(start) },
      {
        onSuccess: (answer) => {
          setError('');
          setStart('');
          notifySuccess(answer.message);
        },
        onError: (failure) => setError(errorMessage(failure, t('matches.addFailed'))),
      },
    );
  };

  // The rows are keyed by the table's update time (a posted result resets a row's forms), so
  // they wait for the table too: rows drawn before it arrives were remounted when it did, and
  // lost what the organiser had typed (a delay in minutes).
  if (matches.isPending || teams.isPending || table.isPending)
    return <PageLoading label={t('matches.loading')} />;
  if (matches.isError || teams.isError)
    return (
      <div className="empty-state" role="alert">
        <p>{errorMessage(matches.error ?? teams.error, t('matches.loadFailed'))}</p>
        <button type="button" className="btn" onClick={() => void matches.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  const playing = teams.data.filter((team) => team.slot_no != null);
  return (
    <div className="org-matches">
      {matches.data.length === 0 ? (
        <p className="empty-state">{t('matches.empty')}</p>
      ) : (
        <ul className="org-list">
          {matches.data.map((match) => (
            <MatchRow
              key={`${match._id}:${match.results_posted}:${table.dataUpdatedAt}`}
              eventId={event._id}
              match={match}
              teams={playing}
              posted={table.data?.matches.find((m) => m.match_id === match._id)?.standings ?? []}
            />
          ))}
        </ul>
      )}
      <form
        className="card org-add-match"
        onSubmit={add}
        noValidate
        aria-label={t('matches.addLabel')}
      >
        <FormField id="org-match-map" label={t('matches.map')}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={map}
              onChange={(e) => setMap(e.target.value)}
            />
          )}
        </FormField>
        <FormField id="org-match-start" label={t('matches.starts')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="datetime-local"
              value={start}
              onChange={(e) => setStart(e.target.value)}
            />
          )}
        </FormField>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {t('matches.add')}
        </button>
      </form>
    </div>
  );
}
