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

const TABS = ['Teams', 'Matches', 'Flags', 'Settings'] as const;
type Tab = (typeof TABS)[number];

/** One event in the console: registration switch, CSV, and tabs for teams/matches/flags/settings. */
export function EventPanel({ event, onClose }: { event: OrganizerEvent; onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('Teams');
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
        onError: (error) => notifyError(errorMessage(error, 'Could not change check-in')),
      },
    );

  const toggle = () =>
    registration.mutate(
      { event_id: event._id, open: !open },
      {
        onSuccess: (answer) => notifySuccess(answer.message),
        onError: (error) => notifyError(errorMessage(error, 'Could not change registration')),
      },
    );

  return (
    <section className="org-panel" aria-label={event.title}>
      <div className="org-panel-head">
        <button type="button" className="btn btn-small" onClick={onClose}>
          ← Events
        </button>
        <h2 className="section-title">{event.title}</h2>
      </div>
      <p className="muted" aria-live="polite" aria-label="Event summary">
        {event.slots - event.slots_left}/{event.slots} slots · waitlist {event.waitlist_length} ·
        checked in {event.checked_in_count} · check-in {event.check_in_state.replace('_', ' ')}
      </p>
      <div className="org-row">
        <button
          type="button"
          className={`btn btn-small ${open ? 'btn-danger' : 'btn-success'}`}
          disabled={registration.isPending}
          onClick={toggle}
        >
          {open ? 'Close registration' : 'Open registration'}
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={csv.isPending}
          onClick={() =>
            csv.mutate(event._id, {
              onError: (error) => notifyError(errorMessage(error, 'Could not export the slots')),
            })
          }
        >
          Slot list CSV
        </button>
        <Link className="btn btn-small" to={`/events/${event._id}/points-table`}>
          Points table
        </Link>
        {event.check_in_state === 'not_open' && !started && (
          <button
            type="button"
            className="btn btn-small btn-success"
            disabled={checkIn.isPending}
            onClick={() => checkInNow(true)}
          >
            Open check-in now
          </button>
        )}
        {event.check_in_state === 'open' && (
          <button
            type="button"
            className="btn btn-small btn-danger"
            disabled={checkIn.isPending}
            onClick={() => checkInNow(false)}
          >
            Close check-in now
          </button>
        )}
        <Link className="btn btn-small" to={`/organizer/events/${event._id}/stages`}>
          Stages
        </Link>
      </div>
      <div className="tabs" role="tablist">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            className="tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
          >
            {name}
            {name === 'Flags' && event.open_flags > 0 ? ` (${event.open_flags})` : ''}
          </button>
        ))}
      </div>
      {tab === 'Teams' && <TeamsList eventId={event._id} />}
      {tab === 'Matches' && <MatchList event={event} />}
      {tab === 'Flags' && <FlagsList eventId={event._id} />}
      {tab === 'Settings' && <EventForm event={event} onDone={() => setTab('Teams')} />}
    </section>
  );
}
