import type { Db, DbOrTx } from './database';

/**
 * A Drizzle query built once per database handle and kept as a prepared statement, for the
 * calls every page load makes: building a query's SQL from its Drizzle objects took a tenth of
 * the API's time on an authenticated read. `build` must use `sql.placeholder` for every value;
 * on PostgreSQL the statement is also parsed and planned once per connection (it has a name).
 * A transaction handle gets its own copy (it lives only as long as the transaction).
 */
export function preparedPerDatabase<Query>(build: (db: Db) => Query): (db: DbOrTx) => Query {
  const built = new WeakMap<DbOrTx, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db as Db);
      built.set(db, query);
    }
    return query;
  };
}
