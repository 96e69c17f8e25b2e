import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { badRequest } from './http-error';

/**
 * Keyset paging over (created_at, id), newest first. The cursor carries created_at as
 * PostgreSQL prints it (microseconds and offset) so no row is skipped or repeated, which a JS
 * Date (milliseconds) could not promise.
 */
export interface PageCursor {
  at: string;
  id: string;
}

export interface PageRequest {
  limit: number;
  after?: PageCursor | undefined;
}

/** The column expression every paged query selects, to build the next cursor from. */
export const cursorAt = (column: AnyColumn) => sql<string>`${column}::text`;

/** Rows strictly after the cursor in (created_at desc, id desc) order. */
export function afterCursor(createdAt: AnyColumn, id: AnyColumn, after: PageCursor): SQL {
  return sql`(${createdAt}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)`;
}

export function decodeCursor(text: string | undefined): PageCursor | undefined {
  if (!text) return undefined;
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    const timestamp = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/;
    if (typeof at === 'string' && typeof id === 'string' && timestamp.test(at) && uuid.test(id))
      return { at, id };
  } catch {
    // fall through to the 400 below
  }
  throw badRequest('cursor is invalid', 'cursor');
}

/** Splits a query's `limit + 1` rows into the page and the cursor of the next one. */
export function toPage<Row extends { id: string; cursorAt: string }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1]!;
  const nextCursor = Buffer.from(JSON.stringify([last.cursorAt, last.id])).toString('base64url');
  return { rows: page, nextCursor };
}
