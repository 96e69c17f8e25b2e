import { useState } from 'react';
import { uploadsUrl, useSession, type BlogPost } from '@bgmi/shared';
import { dateTimeFormat, localeOf } from '@bgmi/shared/i18n';
import { EXCERPT_LIMIT, truncate } from '../blog-rules';
import { readerTimeZone } from '@bgmi/shared/time-zone';
import { useBlogsT } from '../i18n';

/** Media, title, excerpt (150 characters with Read More / Show Less), author, date. */
export function BlogCard({ blog }: { blog: BlogPost }) {
  const t = useBlogsT();
  const language = useSession((state) => state.language);
  const [expanded, setExpanded] = useState(false);
  const long = blog.excerpt.length > EXCERPT_LIMIT;
  const media = blog.media;
  const date = new Date(blog.date);
  return (
    <article className="card blog-card" aria-label={blog.title}>
      {media &&
        (media.fileType.startsWith('video') ? (
          <video
            className="blog-media"
            src={uploadsUrl(media.filePath)}
            controls
            preload="metadata"
          />
        ) : (
          <img className="blog-media" src={uploadsUrl(media.filePath)} alt="" loading="lazy" />
        ))}
      <h2 className="blog-title">{blog.title}</h2>
      <p className="blog-excerpt">{expanded || !long ? blog.excerpt : truncate(blog.excerpt)}</p>
      {long && (
        <button
          type="button"
          className="btn-link blog-more"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('card.less') : t('card.more')}
        </button>
      )}
      <p className="muted blog-meta">
        {t('card.by', { author: blog.author })}{' '}
        <time dateTime={blog.date}>
          {Number.isNaN(date.getTime())
            ? blog.date
            : dateTimeFormat(localeOf(language), { timeZone: readerTimeZone() }).format(date)}
        </time>
      </p>
    </article>
  );
}
