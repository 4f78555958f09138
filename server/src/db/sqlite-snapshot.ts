import SQLite from 'better-sqlite3';

/**
 * A consistent copy of a SQLite database into `destination` with SQLite's online backup API, while the server may be
 * writing to it (`vaultbox backup`): the copy is the database as of one moment, write-ahead log included.
 */
export async function snapshotSqlite(file: string, destination: string): Promise<void> {
  const source = new SQLite(file, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(destination);
  } finally {
    source.close();
  }
}
