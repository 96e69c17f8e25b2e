import { TESTIMONIALS } from './home-data';
import { useHomeT } from '../i18n';

export function Testimonials() {
  const t = useHomeT();
  return (
    <section aria-labelledby="home-testimonials-title">
      <h2 id="home-testimonials-title" className="section-title">
        {t('testimonials.title')}
      </h2>
      <div className="card-grid">
        {TESTIMONIALS.map((item) => (
          <figure key={item.name} className="card home-quote">
            <blockquote>“{t(`quote.${item.key}`)}”</blockquote>
            <figcaption>
              <strong translate="no">{item.name}</strong>
              <span className="muted"> · {t(`quote.${item.key}.role`)}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
