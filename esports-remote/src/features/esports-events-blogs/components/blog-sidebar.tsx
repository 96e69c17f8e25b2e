import { SubscribeForm } from '../../../components/subscribe/subscribe-form';
import { TRENDING_TAGS } from '../blog-rules';
import { useBlogsT } from '../i18n';

const POPULAR_POSTS = ['popular.1', 'popular.2', 'popular.3'] as const;

/** Trending tags (a tag fills the search), popular posts (static placeholders), newsletter. */
export function BlogSidebar({ onTag }: { onTag: (tag: string) => void }) {
  const t = useBlogsT();
  return (
    <aside className="blog-side">
      <section className="card">
        <h2 className="blog-side-title">{t('side.tags')}</h2>
        <div className="blog-tags">
          {TRENDING_TAGS.map((tag) => (
            <button
              key={tag}
              type="button"
              className="btn btn-small blog-tag"
              // A search term: it matches the posts' own (English) words.
              translate="no"
              onClick={() => onTag(tag)}
            >
              #{tag}
            </button>
          ))}
        </div>
      </section>
      <section className="card">
        <h2 className="blog-side-title">{t('side.popular')}</h2>
        <ol className="blog-popular">
          {POPULAR_POSTS.map((title) => (
            <li key={title}>{t(title)}</li>
          ))}
        </ol>
      </section>
      <section className="card">
        <h2 className="blog-side-title">{t('side.newsletter')}</h2>
        <p className="muted">{t('side.newsletterText')}</p>
        <SubscribeForm button={t('side.join')} />
      </section>
    </aside>
  );
}
