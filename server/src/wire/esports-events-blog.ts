import type { BlogPost } from '@bgmi/shared/server';
import type { blogPosts } from '../db/schema';

type BlogRow = typeof blogPosts.$inferSelect;

/** A blog row as the blogs page receives it. */
export function toBlogPost(row: BlogRow): BlogPost {
  return {
    _id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    date: row.publishedAt.toISOString(),
    media: row.mediaFile ? { filePath: row.mediaFile, fileType: row.mediaType ?? 'image' } : null,
  };
}
