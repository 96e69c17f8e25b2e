import { SubscribeForm } from '../../../components/subscribe/subscribe-form';
import { TRENDING_TAGS } from '../blog-rules';

const POPULAR_POSTS = [
  'Top 10 Sensitivity Settings for 2023',
  'Inside a Pro Bootcamp: A Day in the Life',
  'How to Climb to Conqueror Solo',
];

/** Trending tags (a tag fills the search), popular posts (static placeholders), newsletter. */
export function BlogSidebar({ onTag }: { onTag: (tag: string) => void }) {
  return (
    <aside className="blog-side">
      <section className="card">
        <h2 className="blog-side-title">Trending Tags</h2>
        <div className="blog-tags">
          {TRENDING_TAGS.map((tag) => (
            <button
              key={tag}
              type="button"
              className="btn btn-small blog-tag"
              onClick={() => onTag(tag)}
            >
              #{tag}
            </button>
          ))}
        </div>
      </section>
      <section className="card">
        <h2 className="blog-side-title">Popular Posts</h2>
        <ol className="blog-popular">
          {POPULAR_POSTS.map((title) => (
            <li key={title}>{title}</li>
          ))}
        </ol>
      </section>
      <section className="card">
        <h2 className="blog-side-title">Newsletter</h2>
        <p className="muted">Get the latest tips, patch notes and tournament news.</p>
        <SubscribeForm button="Join Newsletter" />
      </section>
    </aside>
  );
}
