import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Where a drill keeps its data: the given PostgreSQL database, or a fresh PGlite data dir in a temp
 * folder; `storage` opens it in the drill's own process, `env` points the server process at it.
 */
export function drillStorage(prefix: string, adminPassword: string, databaseUrl?: string) {
  const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), `${prefix}-`));
  return {
    dataDir,
    storage: databaseUrl ? { databaseUrl } : { dataDir: dataDir! },
    env: (databaseUrl
      ? { DATABASE_URL: databaseUrl, ADMIN_PASSWORD: adminPassword }
      : { DATA_DIR: dataDir!, ADMIN_PASSWORD: adminPassword }) as Record<string, string>,
  };
}

/** Run `drill` on a scratch database `name` of the PostgreSQL server at `serverUrl`, dropped after. */
export async function onScratchDatabase<T>(
  serverUrl: string,
  name: string,
  drill: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await drill(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
