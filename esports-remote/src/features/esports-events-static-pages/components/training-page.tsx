import { useStaticPagesT } from '../i18n';
import '../esports-events-static-pages.css';

const MODULES = ['aim', 'rotations', 'comms', 'vod'] as const;

/** /training: static; the Join Training button has no action (spec section 2). */
export default function TrainingPage() {
  const t = useStaticPagesT();
  return (
    <section className="page stat-page">
      <h1 className="page-title">{t('training.title')}</h1>
      <p className="page-subtitle">{t('training.subtitle')}</p>
      <div className="card-grid">
        {MODULES.map((module) => (
          <article key={module} className="card">
            <h2 className="stat-card-title">{t(`training.${module}.title`)}</h2>
            <p className="muted">{t(`training.${module}.text`)}</p>
          </article>
        ))}
      </div>
      <div className="stat-cta">
        <button type="button" className="btn btn-primary">
          {t('training.join')}
        </button>
      </div>
    </section>
  );
}
