import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/template-db.js';
import { systemClock } from '../clock.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoBrand } from '../db/seed/demo-brand.js';
import { PasswordHasher } from '../lib/passwords.js';
import { Ledger } from '../modules/ledger/ledger.service.js';

const ROOT = resolve(import.meta.dirname, '../../../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const CLI = join(ROOT, 'apps/server/src/cli/ledger-verify.ts');

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** The CLI as an operator runs it: its own process, configured by the environment only. */
function runCli(env: { DATA_DIR?: string; DATABASE_URL?: string }): Promise<CliRun> {
  const { DATABASE_URL: _unset, ...inherited } = process.env;
  return new Promise((done) => {
    execFile(
      TSX,
      [CLI],
      { cwd: ROOT, env: { ...inherited, LOG_LEVEL: 'silent', ...env }, timeout: 25_000 },
      (error, stdout, stderr) => {
        const code = error ? ((error as { code?: number }).code ?? -1) : 0;
        done({ code: typeof code === 'number' ? code : -1, stdout, stderr });
      },
    );
  });
}

/** A migrated, seeded database with a few members' money on it, then closed for the CLI to open. */
async function prepareLedger(options: { dataDir?: string; databaseUrl?: string }): Promise<void> {
  const database = await openDatabase(options);
  try {
    await migrateToLatest(database.db);
    await seedDemoBrand(
      database.db,
      new PasswordHasher({ memoryCost: 19456, timeCost: 2 }),
      'cli-admin-pass',
    );
    const merchant = await database.db
      .selectFrom('merchants')
      .select(['id', 'currency'])
      .executeTakeFirstOrThrow();
    const ledger = new Ledger(database.db, systemClock);
    const post = (
      debit: Parameters<Ledger['post']>[0]['legs'][0]['debit'],
      credit: typeof debit,
      amount: bigint,
    ) =>
      ledger.post({
        merchantId: merchant.id,
        currency: merchant.currency,
        legs: [{ id: randomUUID(), debit, credit, amount, kind: 'TEST' }],
      });
    await post({ house: 'ADJUSTMENTS' }, { member: 1, kind: 'MAIN' }, 10_000n);
    await post({ member: 1, kind: 'MAIN' }, { house: 'GAME:BGS' }, 2_500n);
    await post({ house: 'GAME:BGS' }, { member: 1, kind: 'MAIN' }, 1_000n);
  } finally {
    await database.close();
  }
}

/** Change a member balance behind the ledger's back, the way a bad hand-written UPDATE would. */
async function tamper(options: { dataDir?: string; databaseUrl?: string }): Promise<string> {
  const database = await openDatabase(options);
  try {
    const { rows } = await sql<{ id: string }>`
      update ledger_accounts set balance = balance + 1
      where owner_type = 'member' and owner_id = 1 and kind = 'MAIN' returning id::text`.execute(database.db);
    return rows[0]!.id;
  } finally {
    await database.close();
  }
}

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-verify-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('npm run ledger:verify on PGlite', () => {
  it('passes a sound ledger and fails a tampered one, naming the breach', async () => {
    const dataDir = tempDir();
    await prepareLedger({ dataDir });

    const sound = await runCli({ DATA_DIR: dataDir });
    expect(sound.stderr).toBe('');
    expect(sound.code).toBe(0);
    expect(sound.stdout).toMatch(/transfers\s+3 /);
    expect(sound.stdout).toMatch(/pending house legs\s+3 /);
    expect(sound.stdout).toContain('OK: every invariant holds.');

    const account = await tamper({ dataDir });
    const broken = await runCli({ DATA_DIR: dataDir });
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('FAILED');
    expect(broken.stdout).toContain('✗ per currency, member and house balances sum to zero (1)');
    expect(broken.stdout).toContain("✗ each account's balance equals its credits minus its debits (1)");
    expect(broken.stdout).toContain(`member account ${account}: balance 8501, transfers say 8500`);
  }, 60_000);

  it('refuses, without creating anything, where there is no database or no ledger', async () => {
    const empty = tempDir();
    const none = await runCli({ DATA_DIR: join(empty, 'nothing-here') });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('No database in DATA_DIR');
    expect(none.stdout).toBe('');
    expect(existsSync(join(empty, 'nothing-here'))).toBe(false);

    const unmigrated = tempDir();
    await (await openDatabase({ dataDir: unmigrated })).close();
    const bare = await runCli({ DATA_DIR: unmigrated });
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('has no ledger yet');
  }, 60_000);
});

const serverUrl = testDatabaseUrl();
// Registered only for the PostgreSQL run of the suite (CI's `npm run test:pg`).
if (serverUrl) {
  describe('npm run ledger:verify on PostgreSQL', () => {
    it('passes a sound ledger and fails a tampered one', async () => {
      const name = `tessera_cli_verify_${process.pid}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      const databaseUrl = url.toString();
      try {
        await prepareLedger({ databaseUrl });
        const sound = await runCli({ DATABASE_URL: databaseUrl });
        expect(sound.code).toBe(0);
        expect(sound.stdout).toContain(`PostgreSQL ${url.hostname}`);
        expect(sound.stdout).toContain('OK: every invariant holds.');

        await tamper({ databaseUrl });
        const broken = await runCli({ DATABASE_URL: databaseUrl });
        expect(broken.code).toBe(1);
        expect(broken.stdout).toContain("✗ each account's balance equals its credits minus its debits (1)");
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }, 60_000);
  });
}
