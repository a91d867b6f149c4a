// Bench databases on a PostgreSQL server: created when missing, reused when present.
import pg from 'pg';

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run in the target). */
export async function onServer(serverUrl: string, statement: string) {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL with its database name replaced. */
export function withDatabase(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The database a URL names, `fallback` when it names none. */
export const databaseName = (url: string, fallback: string) =>
  decodeURIComponent(new URL(url).pathname.slice(1)) || fallback;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Creates the database unless it exists; answers whether it was created. */
export async function ensureDatabase(serverUrl: string, name: string) {
  const found = await onServer(
    serverUrl,
    `select 1 from pg_database where datname = '${name.replaceAll("'", "''")}'`,
  );
  if (found.rowCount) return false;
  await onServer(serverUrl, `create database ${quoted(name)}`);
  return true;
}

export const dropDatabase = (serverUrl: string, name: string) =>
  onServer(serverUrl, `drop database if exists ${quoted(name)} with (force)`);

/** Size on disk, e.g. '2.1 GB'. */
export async function databaseSize(serverUrl: string, name: string) {
  const result = await onServer(
    serverUrl,
    `select pg_size_pretty(pg_database_size('${name.replaceAll("'", "''")}')) as size`,
  );
  return String(result.rows[0]?.size);
}
