import { useStaticPagesT } from '../i18n';

/** /scrims: a static page with only a title (spec section 2). */
export default function ScrimsPage() {
  const t = useStaticPagesT();
  return (
    <section className="page">
      <h1 className="page-title">{t('scrims.title')}</h1>
    </section>
  );
}
