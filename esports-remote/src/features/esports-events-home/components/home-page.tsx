import { Icon } from '@bgmi/shared/ui-kit';
import { SubscribeForm } from '../../../components/subscribe/subscribe-form';
import { useHomePlayerLookup } from '../api/get-bgmi-player';
import { Hero } from './hero';
import { OurServices } from './our-services';
import { Testimonials } from './testimonials';
import { UpcomingTournaments } from './upcoming-tournaments';
import { useHomeT } from '../i18n';
import '../esports-events-home.css';
import '../../../components/subscribe/subscribe.css';

/** / (home): hero, services, upcoming tournaments, testimonials, subscribe box, Back to Top. */
export default function HomePage() {
  const t = useHomeT();
  useHomePlayerLookup();
  return (
    <div className="page home-page">
      <Hero />
      <OurServices />
      <UpcomingTournaments />
      <Testimonials />
      <section className="card home-subscribe" aria-labelledby="home-subscribe-title">
        <h2 id="home-subscribe-title">{t('subscribe.title')}</h2>
        <p className="muted">{t('subscribe.text')}</p>
        <SubscribeForm button={t('subscribe.button')} />
      </section>
      <div className="home-top">
        <button
          type="button"
          className="btn"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <Icon name="arrow-up" />
          {t('backToTop')}
        </button>
      </div>
    </div>
  );
}
