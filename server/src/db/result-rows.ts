/**
 * The rows of a `db.execute(sql...)` result: node-postgres and PGlite both answer `{ rows }`, but
 * drizzle types the result by driver, so a repository names the row type it selected here.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
