// The integration suite again on a real PostgreSQL server, when TEST_DATABASE_URL names one.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.info('[test:pg] TEST_DATABASE_URL is not set: skipping the PostgreSQL run (PGlite already ran).');
  process.exit(0);
}
const result = spawnSync('vitest', ['run', 'apps/server'], {
  stdio: 'inherit',
  env: { ...process.env, TESSERA_TEST_DB: 'postgres' },
});
process.exit(result.status ?? 1);
