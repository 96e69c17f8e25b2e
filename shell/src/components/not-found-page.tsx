import { Link } from 'react-router-dom';
import { useShellT } from '../lib/i18n';

export function NotFoundPage() {
  const t = useShellT();
  return (
    <section className="page not-found">
      <h1 className="page-title">{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      <Link className="btn btn-primary" to="/">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
