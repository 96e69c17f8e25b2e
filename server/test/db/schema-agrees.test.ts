import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { openDatabase, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import * as schema from '../../src/db/schema';

/*
 * The SQL migrations are the source of truth; the Drizzle tables (src/db/schema) must describe
 * them: same tables and columns, types, nullability, and whether a default exists. Some tables
 * are mapped by more than one Drizzle table (each area maps the columns it uses), so the
 * database's columns are compared with the union of every mapping of that table.
 */

interface DbColumn {
  type: string;
  notNull: boolean;
  hasDefault: boolean;
}

/** Drizzle's SQL type spelled as PostgreSQL's format_type() spells it. */
function normalise(type: string): string {
  const t = type.toLowerCase().replace(/\s*,\s*/g, ',');
  if (t === 'serial') return 'integer';
  if (t === 'bigserial') return 'bigint';
  if (t === 'smallserial') return 'smallint';
  if (t === 'timestamp') return 'timestamp without time zone';
  if (t === 'time') return 'time without time zone';
  return t.replace(/^varchar/, 'character varying').replace(/^char\(/, 'character(');
}

async function databaseColumns(database: Database) {
  const rows = await database.query<{
    table_name: string;
    column_name: string;
    type: string;
    not_null: boolean;
    has_default: boolean;
  }>(`SELECT c.relname AS table_name, a.attname AS column_name,
            format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
            a.atthasdef AS has_default
       FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname = current_schema()
        AND a.attnum > 0 AND NOT a.attisdropped`);
  const tables = new Map<string, Map<string, DbColumn>>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? new Map<string, DbColumn>();
    columns.set(row.column_name, {
      type: row.type,
      notNull: row.not_null,
      hasDefault: row.has_default,
    });
    tables.set(row.table_name, columns);
  }
  return tables;
}

/** Deliberate differences, each with its reason. */
const KNOWN = new Set([
  // NOT NULL, filled by the 0010 insert trigger only when sent as NULL: Drizzle must omit it.
  'chat_messages.seq: nullable in Drizzle only',
]);

function drizzleTables() {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table));
}

describe('migrations and the Drizzle schema', () => {
  let database: Database;
  let tables: Map<string, Map<string, DbColumn>>;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory' });
    await migrate(database);
    tables = await databaseColumns(database);
  });
  afterAll(() => database.close());

  it('every Drizzle column exists with the same type, nullability and default', () => {
    const problems: string[] = [];
    for (const config of drizzleTables()) {
      const columns = tables.get(config.name);
      if (!columns) {
        problems.push(`${config.name}: no such table in the migrations`);
        continue;
      }
      for (const column of config.columns) {
        const where = `${config.name}.${column.name}`;
        const actual = columns.get(column.name);
        if (!actual) {
          problems.push(`${where}: not in the migrations`);
          continue;
        }
        const type = normalise(column.getSQLType());
        if (type !== actual.type)
          problems.push(`${where}: type ${type} in Drizzle, ${actual.type}`);
        if (column.notNull !== actual.notNull)
          problems.push(`${where}: ${column.notNull ? 'not null' : 'nullable'} in Drizzle only`);
        // A JavaScript-side default ($defaultFn) has no database default to compare with.
        const jsDefault = column.defaultFn !== undefined || column.onUpdateFn !== undefined;
        const serial = /serial$/.test(column.getSQLType());
        const drizzleDefault = column.hasDefault || serial;
        if (!jsDefault && drizzleDefault !== actual.hasDefault)
          problems.push(
            `${where}: default ${drizzleDefault ? 'only in Drizzle' : 'missing in Drizzle'}`,
          );
      }
    }
    expect(problems.filter((problem) => !KNOWN.has(problem))).toEqual([]);
  });

  it('every column of a mapped table is mapped by some Drizzle table', () => {
    const mapped = new Map<string, Set<string>>();
    for (const config of drizzleTables()) {
      const names = mapped.get(config.name) ?? new Set<string>();
      config.columns.forEach((column) => names.add(column.name));
      mapped.set(config.name, names);
    }
    const problems: string[] = [];
    for (const [table, names] of mapped)
      for (const column of tables.get(table)?.keys() ?? [])
        if (!names.has(column)) problems.push(`${table}.${column}: missing in Drizzle`);
    expect(problems).toEqual([]);
  });

  it('every table of the migrations has a Drizzle table', () => {
    const mapped = new Set(drizzleTables().map((config) => config.name));
    const missing = [...tables.keys()].filter(
      (table) => !mapped.has(table) && table !== 'schema_migrations',
    );
    expect(missing).toEqual([]);
  });
});
