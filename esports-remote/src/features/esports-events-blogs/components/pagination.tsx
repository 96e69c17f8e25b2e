import { useBlogsT } from '../i18n';

/** Numbered page buttons (spec: pagination by page number). */
export function Pagination({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  const t = useBlogsT();
  if (pages <= 1) return null;
  return (
    <nav className="blog-pages" aria-label={t('pages.label')}>
      {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
        <button
          key={number}
          type="button"
          className={`btn btn-small ${number === page ? 'btn-primary' : ''}`}
          aria-label={t('pages.page', { number })}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onChange(number)}
        >
          {number}
        </button>
      ))}
    </nav>
  );
}
