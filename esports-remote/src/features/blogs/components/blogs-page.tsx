import { useState } from 'react';
import { EVENT_MESSAGES, PageLoading } from '@bgmi/shared';
import { useBlogs } from '../api/all-blogs';
import { filterBlogs, pageCount, pageItems } from '../blog-rules';
import { BlogCard } from './blog-card';
import { BlogSidebar } from './blog-sidebar';
import { Pagination } from './pagination';
import '../blogs.css';
import '../../../components/subscribe/subscribe.css';

/** /blogs (Esports Insights): search, cards with media, 6 per page, tags, newsletter. */
export default function BlogsPage() {
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
      <h1 className="page-title">Esports Insights</h1>
      <p className="page-subtitle">Guides, meta updates and LAN recaps from the BGMI scene.</p>
      <label className="visually-hidden" htmlFor="blog-search">
        Search blogs
      </label>
      <input
        id="blog-search"
        className="input blog-search"
        type="search"
        placeholder="Search blogs..."
        value={query}
        onChange={(event) => search(event.target.value)}
      />
      <div className="blog-layout">
        <div className="blog-main">
          {blogs.isPending ? (
            <PageLoading label="Loading blogs..." />
          ) : blogs.isError ? (
            <div className="empty-state" role="alert">
              <p>{EVENT_MESSAGES.blogsFailed}</p>
              <button type="button" className="btn" onClick={() => blogs.refetch()}>
                Retry
              </button>
            </div>
          ) : matches.length === 0 ? (
            <p className="empty-state">{EVENT_MESSAGES.noBlogs}</p>
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
