import { useState } from 'react';
import { PageLoading } from '@bgmi/shared';
import { FormField } from '@bgmi/shared/ui-kit';
import { useBlogs } from '../api/all-blogs';
import { filterBlogs, pageCount, pageItems } from '../blog-rules';
import { BlogCard } from './blog-card';
import { BlogSidebar } from './blog-sidebar';
import { Pagination } from './pagination';
import { useBlogsT } from '../i18n';
import '../esports-events-blogs.css';
import '../../../components/subscribe/subscribe.css';

/** /blogs (Esports Insights): search, cards with media, 6 per page, tags, newsletter. */
export default function BlogsPage() {
  const t = useBlogsT();
  const blogs = useBlogs();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);

  const matches = filterBlogs(blogs.data ?? [], query);
  const pages = pageCount(matches.length);
  const current = Math.min(page, pages);
  const search = (value: string) => {
    setQuery(value);
    setPage(1);
  };
  const goTo = (number: number) => {
    setPage(number);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <section className="page blog-page">
      <h1 className="page-title">{t('page.title')}</h1>
      <p className="page-subtitle">{t('page.subtitle')}</p>
      <FormField id="blog-search" label={t('page.searchLabel')} labelHidden>
        {(control) => (
          <input
            {...control}
            className="input blog-search"
            type="search"
            placeholder={t('page.searchPlaceholder')}
            value={query}
            onChange={(event) => search(event.target.value)}
          />
        )}
      </FormField>
      <div className="blog-layout">
        <div className="blog-main">
          {blogs.isPending ? (
            <PageLoading label={t('page.loading')} />
          ) : blogs.isError ? (
            <div className="empty-state" role="alert">
              <p>{t('page.failed')}</p>
              <button type="button" className="btn" onClick={() => blogs.refetch()}>
                {t('page.retry')}
              </button>
            </div>
          ) : matches.length === 0 ? (
            <p className="empty-state">{t('page.none')}</p>
          ) : (
            <>
              <div className="blog-grid">
                {pageItems(matches, current).map((blog) => (
                  <BlogCard key={blog._id} blog={blog} />
                ))}
              </div>
              <Pagination page={current} pages={pages} onChange={goTo} />
            </>
          )}
        </div>
        <BlogSidebar onTag={search} />
      </div>
    </section>
  );
}
