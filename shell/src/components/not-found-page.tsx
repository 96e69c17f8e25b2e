import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="page not-found">
      <h1 className="page-title">404 - Page not found</h1>
      <p className="muted">The page you asked for does not exist or has moved.</p>
      <Link className="btn btn-primary" to="/">
        Go home
      </Link>
    </section>
  );
}
