import { Link, useParams } from 'react-router-dom';
import { PageLoading, errorMessage } from '@bgmi/shared';
import { useEventDay } from '../api/event-details';
import { useMyEventState } from '../api/my-event-states';
import { CheckInPanel } from './check-in-panel';
import { MatchRoom } from './match-room';
import { useEventDaySocket } from './use-event-day-socket';
import { zonedDateTime } from '@bgmi/shared/day-and-money';
import { useEventDayT } from '../i18n';
import '../scrim-day.css';

/** /events/:eventId: the day of one event for a player (state, check-in, matches, rooms). */
export function EventDayPage() {
  const t = useEventDayT();
  const { eventId = '' } = useParams();
  const event = useEventDay(eventId);
  const { mine } = useMyEventState(eventId);
  useEventDaySocket(eventId);

  if (event.isPending) return <PageLoading label={t('page.loading')} />;
  if (event.isError)
    return (
      <section className="page ed-page">
        <div className="empty-state" role="alert">
          <p>{errorMessage(event.error, t('page.loadFailed'))}</p>
          <button type="button" className="btn" onClick={() => void event.refetch()}>
            {t('page.retry')}
          </button>
        </div>
      </section>
    );
  const day = event.data;
  return (
    <section className="page ed-page">
      <h1 className="page-title">{day.title}</h1>
      <p className="page-subtitle">
        {day.kind === 'scrim' ? t('page.scrim') : t('page.tournament')} · {day.map} ·{' '}
        {zonedDateTime(day.sessionStartTime)}
      </p>
      <div className="ed-facts">
        <span>{t('page.slots', { taken: day.slots - day.slots_left, slots: day.slots })}</span>
        <span>{t('page.waitlist', { count: day.waitlist_length })}</span>
        <span>{t(`checkIn.${day.check_in_state}`)}</span>
        <Link className="btn btn-small" to={`/events/${day._id}/points-table`}>
          {t('page.pointsTable')}
        </Link>
        <Link className="btn btn-small" to={`/events/${day._id}/stages`}>
          {t('page.stages')}
        </Link>
      </div>
      <CheckInPanel
        eventId={day._id}
        mine={mine}
        checkInState={day.check_in_state}
        rosterCheckIn={day.roster_check_in}
        startsAt={day.sessionStartTime}
        eventTitle={day.title}
      />
      <h2 className="section-title">{t('page.matches')}</h2>
      {day.matches.length === 0 ? (
        <p className="empty-state">{t('page.noMatches')}</p>
      ) : (
        <ul className="ed-matches">
          {day.matches.map((match) => (
            <MatchRoom key={match._id} match={match} checkedIn={mine?.state === 'checked_in'} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default EventDayPage;
