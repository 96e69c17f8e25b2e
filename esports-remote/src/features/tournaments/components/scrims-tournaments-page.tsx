import { EventsPage } from './events-page';

/** /tournamentsSCRIMS (Daily Scrims). */
export default function ScrimsTournamentsPage() {
  return (
    <EventsPage
      kind="scrim"
      title="Daily Scrims"
      intro="Practice rooms every day. Pick a slot, choose 4 players of your team and join."
    />
  );
}
