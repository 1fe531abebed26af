import { sql } from "kysely";

/**
 * What a backup copies, read from the database's own catalog rather than listed by hand, so
 * a table a later migration adds is backed up and restored without a change here. Kysely's
 * own bookkeeping (`kysely_migration*`) is left out: a backup records the migration names
 * instead, and the restore brings the schema to them through the migrator.
 */

const BOOKKEEPING = /^kysely_migration/;

/**
 * The schema's tables, parents before children (by their foreign keys), each with its
 * columns in order (generated columns left out: they cannot be written).
 * Resolves to `[{ name, columns: [name...] }]`.
 */
export async function listTables(db) {
  const { rows: columnRows } = await sql`
    select c.relname as table_name, a.attname as column_name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid
    where n.nspname = current_schema()
      and c.relkind in ('r', 'p')
      and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    order by c.relname, a.attnum`.execute(db);
  const { rows: keyRows } = await sql`
    select child.relname as child, parent.relname as parent
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where k.contype = 'f' and n.nspname = current_schema()`.execute(db);

  const columns = new Map();
  for (const { table_name, column_name } of columnRows) {
    if (BOOKKEEPING.test(table_name)) continue;
    if (!columns.has(table_name)) columns.set(table_name, []);
    columns.get(table_name).push(column_name);
  }
  const parents = new Map([...columns.keys()].map((name) => [name, new Set()]));
  for (const { child, parent } of keyRows)
    if (child !== parent && parents.has(child)) parents.get(child).add(parent);

  // Depth-first: each table after every table it refers to; names sorted for a stable order.
  const ordered = [];
  const state = new Map();
  const visit = (name, path) => {
    if (state.get(name) === "done") return;
    if (state.get(name) === "visiting")
      throw new Error(`The tables' foreign keys form a cycle: ${[...path, name].join(" → ")}.`);
    state.set(name, "visiting");
    for (const parent of [...parents.get(name)].sort()) visit(parent, [...path, name]);
    state.set(name, "done");
    ordered.push(name);
  };
  for (const name of [...columns.keys()].sort()) visit(name, []);
  return ordered.map((name) => ({ name, columns: columns.get(name) }));
}

/** The names of the migrations the database has applied, in the order they ran. */
export async function appliedMigrations(db) {
  const { rows } = await sql`
    select name from kysely_migration order by timestamp, name`
    .execute(db)
    .catch((error) => {
      // A database nothing has touched yet has no bookkeeping table.
      if (error.code === "42P01") return { rows: [] };
      throw error;
    });
  return rows.map((row) => row.name);
}

/** Rows per table (`{ table: count }`), for the commands' reports and the emptiness check. */
export async function countRows(db, tables) {
  const counts = {};
  for (const { name } of tables) {
    const { rows } = await sql`select count(*)::int as n from ${sql.table(name)}`.execute(db);
    counts[name] = rows[0].n;
  }
  return counts;
}

/**
 * Moves every sequence behind a serial or identity column past the largest value restored,
 * so the next row the site stores gets a new id rather than a restored one's.
 */
export async function resetSequences(db, tables) {
  for (const { name, columns } of tables)
    for (const column of columns) {
      const { rows } =
        await sql`select pg_get_serial_sequence(${sql.lit(quoteIdentifier(name))}, ${column}) as sequence`.execute(
          db,
        );
      const sequence = rows[0]?.sequence;
      if (!sequence) continue;
      await sql`select setval(${sequence}::regclass, coalesce((select max(${sql.ref(column)}) from ${sql.table(name)}), 0) + 1, false)`.execute(
        db,
      );
    }
}

export const quoteIdentifier = (name) => `"${String(name).replaceAll('"', '""')}"`;
