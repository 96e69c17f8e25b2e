import { EventsPage } from './events-page';
import { useTournamentsT } from '../i18n';

/** /tournaments (Pro Tournaments). */
export default function TournamentsPage() {
  const t = useTournamentsT();
  return (
    <EventsPage
      kind="tournament"
      title={t('page.tournaments.title')}
      intro={t('page.tournaments.intro')}
    />
  );
}
