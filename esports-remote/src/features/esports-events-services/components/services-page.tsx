import { useNavigate } from 'react-router-dom';
import { PageLoading, errorMessage, formatRupees } from '@bgmi/shared';
import { useServices } from '../api/get-services';
import { ServiceIcon } from '../../../components/service-icon';
import { useServicesT } from '../i18n';
import '../esports-events-services.css';

/** /services (Our Services): cards from the server; each button goes to /RechargePlans. */
export default function ServicesPage() {
  const t = useServicesT();
  const services = useServices();
  const navigate = useNavigate();
  return (
    <section className="page svc-page">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-subtitle">{t('subtitle')}</p>
      {services.isPending ? (
        <PageLoading label={t('loading')} />
      ) : services.isError ? (
        <div className="empty-state" role="alert">
          <p>{errorMessage(services.error, t('failed'))}</p>
          <button type="button" className="btn" onClick={() => services.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : services.data.length === 0 ? (
        <p className="empty-state">{t('empty')}</p>
      ) : (
        <div className="card-grid">
          {services.data.map((service) => (
            <article key={service._id} className="card svc-card" aria-label={service.title}>
              <span className="svc-icon">
                <ServiceIcon icon={service.icon} />
              </span>
              <h2 className="svc-title">{service.title}</h2>
              <p className="muted">{service.description}</p>
              <ul className="svc-benefits">
                {service.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
              <p className="svc-price">{formatRupees(service.price)}</p>
              {/* A cross-side link through the router: no page reload (DESIGN section 1). */}
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => navigate('/RechargePlans')}
              >
                {service.button}
              </button>
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
