import { useStaticPagesT } from '../i18n';
import '../esports-events-static-pages.css';

const CITIES = ['mumbai', 'delhi', 'bengaluru'] as const;

/** /lan-events: static; the Explore LAN Events button has no action (spec section 2). */
export default function LanEventsPage() {
  const t = useStaticPagesT();
  return (
    <section className="page stat-page">
      <h1 className="page-title">{t('lan.title')}</h1>
      <p className="page-subtitle">{t('lan.subtitle')}</p>
      <div className="card-grid">
        {CITIES.map((city) => (
          <article key={city} className="card">
            <h2 className="stat-card-title">{t(`lan.city.${city}`)}</h2>
            <p className="muted">{t(`lan.${city}`)}</p>
          </article>
        ))}
      </div>
      <div className="stat-cta">
        <button type="button" className="btn btn-primary">
          {t('lan.explore')}
        </button>
      </div>
    </section>
  );
}
