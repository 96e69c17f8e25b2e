import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoading, errorMessage, type EsportsEvent, type EventType } from '@bgmi/shared';
import { eventsQuery, useEvents, type EventKind } from '../../../lib/events-api';
import { EventGrid } from './event-grid';
import { EventFilters } from './event-filters';
import { TeamRegistrationDialog } from './team-registration-dialog';
import { useRegisterNow } from './use-register-now';
import { useMyEventStates } from '../api/my-event-states';
import { useNotificationRefresh } from './use-notification-refresh';
import { useTournamentsT } from '../i18n';
import '../esports-events-tournaments.css';

/** /tournaments and /tournamentsSCRIMS: filter tabs, cards, and the team-registration dialog. */
export function EventsPage({
  kind,
  title,
  intro,
}: {
  kind: EventKind;
  title: string;
  intro: string;
}) {
  const t = useTournamentsT();
  const [type, setType] = useState<EventType>('upcoming');
  const events = useEvents(kind, type);
  const registration = useRegisterNow();
  const openWithId = useOpenFromQuery(kind, registration.start);
  const { byEvent } = useMyEventStates();
  useNotificationRefresh();
  // An answer (the list, the user's own states) draws the cards in a transition, in slices, not
  // in one long task holding the first input (issue 26: TBT). A list of another tab is not shown.
  const current = useMemo(() => ({ type, data: events.data }), [type, events.data]);
  const shown = useDeferredValue(current);
  const list = shown.type === type ? shown.data : undefined;
  const mine = useDeferredValue(byEvent);
  const { loadingId } = registration;
  const busy = useMemo(() => [loadingId, openWithId], [loadingId, openWithId]);

  return (
    <section className="page ev-page">
      <h1 className="page-title">{title}</h1>
      <p className="page-subtitle">{intro}</p>
      <EventFilters value={type} onChange={setType} />
      {events.isError ? (
        <div className="empty-state" role="alert">
          <p>{errorMessage(events.error, t('list.fetchFailed'))}</p>
          <button type="button" className="btn" onClick={() => events.refetch()}>
            {t('list.retry')}
          </button>
        </div>
      ) : list === undefined ? (
        <PageLoading label={t('list.loading')} />
      ) : list.length === 0 ? (
        <p className="empty-state">{t(`empty.${type}`)}</p>
      ) : (
        <EventGrid
          events={list}
          type={type}
          onRegister={registration.start}
          busy={busy}
          mine={mine}
        />
      )}
      {registration.target && (
        <TeamRegistrationDialog
          key={registration.target.event._id}
          event={registration.target.event}
          teams={registration.target.teams}
          bgmiUserId={registration.bgmiUserId}
          onClose={registration.close}
        />
      )}
    </section>
  );
}

/** `?id=` (the home page's Register Now) opens that upcoming event's registration once. */
function useOpenFromQuery(kind: EventKind, start: (event: EsportsEvent) => Promise<void>) {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const id = params.get('id');
  const handled = useRef<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!id || handled.current === id) return;
    handled.current = id;
    setPending(id);
    client
      .fetchQuery(eventsQuery(kind, 'upcoming'))
      .then((list) => {
        const event = list.find((candidate) => candidate._id === id);
        if (event) return start(event);
        return undefined;
      })
      .catch(() => undefined)
      .finally(() => {
        setPending(null);
        // Drop the id so a reload or Back does not reopen the dialog.
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('id');
            return next;
          },
          { replace: true },
        );
      });
  }, [client, id, kind, setParams, start]);

  return pending;
}
