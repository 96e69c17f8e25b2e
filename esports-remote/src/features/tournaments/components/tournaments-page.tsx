import { EventsPage } from './events-page';

/** /tournaments (Pro Tournaments). */
export default function TournamentsPage() {
  return (
    <EventsPage
      kind="tournament"
      title="Pro Tournaments"
      intro="Prize-pool tournaments for verified squads. Register your team of 4 before the start."
    />
  );
}
