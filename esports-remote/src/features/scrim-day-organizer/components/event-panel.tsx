import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, notifyError, notifySuccess } from '@bgmi/shared';
import { type OrganizerEvent } from '@bgmi/shared/day-and-money';
import { useSetRegistration } from '../api/set-registration';
import { useCheckInNow } from '../api/check-in-now';
import { useDownloadSlotList } from '../api/slot-list-csv';
import { TeamsList } from './teams-list';
import { MatchList } from './match-list';
import { FlagsList } from './flags-list';
import { EventForm } from './event-form';
import { useOrganizerT } from '../i18n';

const TABS = ['teams', 'matches', 'flags', 'settings'] as const;
type Tab = (typeof TABS)[number];

/** One event in the console: registration switch, CSV, and tabs for teams/matches/flags/settings. */
export function EventPanel({ event, onClose }: { event: OrganizerEvent; onClose: () => void }) {
  const t = useOrganizerT();
  const [tab, setTab] = useState<Tab>('teams');
  const registration = useSetRegistration();
  const csv = useDownloadSlotList();
  const checkIn = useCheckInNow();
  const open = event.registration_status === 1;
  const started = Date.parse(event.sessionStartTime) <= Date.now();

  // The day slips: check-in opens or closes now instead of on the clock.
  const checkInNow = (openIt: boolean) =>
    checkIn.mutate(
      { event_id: event._id, open: openIt },
      {
        onSuccess: (answer) => notifySuccess(answer.message),
        onError: (error) => notifyError(errorMessage(error, t('panel.checkInFailed'))),
      },
    );

  const toggle = () =>
    registration.mutate(
      { event_id: event._id, open: !open },
      {
        onSuccess: (answer) => notifySuccess(answer.message),
        onError: (error) => notifyError(errorMessage(error, t('panel.registrationFailed'))),
      },
    );

  return (
    <section className="org-panel" aria-label={event.title}>
      <div className="org-panel-head">
        <button type="button" className="btn btn-small" onClick={onClose}>
          {t('panel.back')}
        </button>
        <h2 className="section-title">{event.title}</h2>
      </div>
      <p className="muted" aria-live="polite" aria-label={t('panel.summaryLabel')}>
        {t('panel.summary', {
          taken: event.slots - event.slots_left,
          slots: event.slots,
          waitlist: event.waitlist_length,
          checkedIn: event.checked_in_count,
          state: t(`checkIn.${event.check_in_state}`),
        })}
      </p>
      <div className="org-row">
        <button
          type="button"
          className={`btn btn-small ${open ? 'btn-danger' : 'btn-success'}`}
          disabled={registration.isPending}
          onClick={toggle}
        >
          {open ? t('panel.closeRegistration') : t('panel.openRegistration')}
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={csv.isPending}
          onClick={() =>
            csv.mutate(event._id, {
              onError: (error) => notifyError(errorMessage(error, t('panel.csvFailed'))),
            })
          }
        >
          {t('panel.csv')}
        </button>
        <Link className="btn btn-small" to={`/events/${event._id}/points-table`}>
          {t('panel.pointsTable')}
        </Link>
        {event.check_in_state === 'not_open' && !started && (
          <button
            type="button"
            className="btn btn-small btn-success"
            disabled={checkIn.isPending}
            onClick={() => checkInNow(true)}
          >
            {t('panel.openCheckIn')}
          </button>
        )}
        {event.check_in_state === 'open' && (
          <button
            type="button"
            className="btn btn-small btn-danger"
            disabled={checkIn.isPending}
            onClick={() => checkInNow(false)}
          >
            {t('panel.closeCheckIn')}
          </button>
        )}
        <Link className="btn btn-small" to={`/organizer/events/${event._id}/stages`}>
          {t('panel.stages')}
        </Link>
      </div>
      <div className="tabs" role="tablist" aria-label={t('panel.sections')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            className="tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
          >
            {name === 'flags' && event.open_flags > 0
              ? t('tab.flagsCount', { count: event.open_flags })
              : t(`tab.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'teams' && <TeamsList eventId={event._id} />}
      {tab === 'matches' && <MatchList event={event} />}
      {tab === 'flags' && <FlagsList eventId={event._id} />}
      {tab === 'settings' && <EventForm event={event} onDone={() => setTab('teams')} />}
    </section>
  );
}
