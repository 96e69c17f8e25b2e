import { EventsPage } from './events-page';
import { useTournamentsT } from '../i18n';

/** /tournamentsSCRIMS (Daily Scrims). */
export default function ScrimsTournamentsPage() {
  const t = useTournamentsT();
  return <EventsPage kind="scrim" title={t('page.scrims.title')} intro={t('page.scrims.intro')} />;
}
