import Database from 'better-sqlite3';

/** Reads every row of every table of a sandbox's database, to show a request changed nothing. */
export interface DatabaseRows {
  /** Every row of every table (leads, tokens, step calls, affiliate events…), as one string. */
  read(): string;
  close(): void;
}

/** Opens the database read-only, beside the server that writes it; its tables as they are now. */
export function databaseRowsOf(dbPath: string): DatabaseRows {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  const tables = db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
    .all()
    .map(({ name }) => db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`));
  return {
    read: () =>
      JSON.stringify(
        tables.map((table) => table.all()),
        (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('hex') : value),
      ),
    close: () => db.close(),
  };
}
