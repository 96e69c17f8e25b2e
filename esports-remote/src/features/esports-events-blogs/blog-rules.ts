import type { BlogPost } from '@bgmi/shared';

/** Spec section 9: 6 posts per page, excerpts cut at 150 characters. */
export const BLOGS_PER_PAGE = 6;
export const EXCERPT_LIMIT = 150;

export const TRENDING_TAGS = [
  'BGMI Tips',
  'Meta Update',
  'LAN Recaps',
  'Pro Player',
  'Tournaments',
  'Weapon Guide',
  'Team Strategy',
] as const;

/** Title or excerpt contains the query, case-insensitive (spec section 5). */
export function filterBlogs(blogs: BlogPost[], query: string): BlogPost[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return blogs;
  return blogs.filter(
    (blog) =>
      blog.title.toLowerCase().includes(needle) || blog.excerpt.toLowerCase().includes(needle),
  );
}

export function truncate(text: string, limit = EXCERPT_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}...` : text;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / BLOGS_PER_PAGE));
}

export function pageItems<T>(items: T[], page: number): T[] {
  return items.slice((page - 1) * BLOGS_PER_PAGE, page * BLOGS_PER_PAGE);
}
