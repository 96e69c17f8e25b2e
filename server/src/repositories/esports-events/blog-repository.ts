import { desc } from 'drizzle-orm';
import type { BlogPost } from '@bgmi/shared/server';
import type { DbOrTx } from '../../db/database';
import { blogPosts } from '../../db/schema';
import { toBlogPost } from '../../wire/esports-events-blog';

export type BlogRow = typeof blogPosts.$inferSelect;
export type NewBlog = typeof blogPosts.$inferInsert;

/** Every post, newest first (public: blogs belong to no user). */
export async function listBlogs(db: DbOrTx): Promise<BlogPost[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt));
  return rows.map(toBlogPost);
}

export async function insertBlog(db: DbOrTx, values: NewBlog): Promise<BlogRow> {
  const rows = await db.insert(blogPosts).values(values).returning();
  return rows[0]!;
}
