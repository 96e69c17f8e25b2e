import { Link } from 'react-router-dom';
import { ServiceIcon } from '../../../components/service-icon';
import { HOME_SERVICES } from './home-data';
import { useHomeT } from '../i18n';

export function OurServices() {
  const t = useHomeT();
  return (
    <section aria-labelledby="home-services-title">
      <h2 id="home-services-title" className="section-title">
        {t('services.title')}
      </h2>
      <div className="home-services">
        {HOME_SERVICES.map((service) => (
          <Link key={service.path} to={service.path} className="card home-service">
            <span className="home-service-icon">
              <ServiceIcon icon={service.icon} size={28} />
            </span>
            <h3>{t(`service.${service.icon}.title`)}</h3>
            <p className="muted">{t(`service.${service.icon}.text`)}</p>
          </Link>
        ))}
      </div>
    </section>
  );
}
