// Runs on whatever Node the machine has (20+), before anything else: installs the workspace's
// dependencies when they are missing or the lockfile changed since the last install. npm scripts
// run after this pick up the pinned Node 24 from node_modules/.bin.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const stamp = 'node_modules/.tessera-install';
const lock = existsSync('package-lock.json') ? readFileSync('package-lock.json') : Buffer.from('');
// The root manifest and every workspace's (apps/*, packages/*).
const workspaces = ['apps', 'packages'].flatMap((dir) =>
  readdirSync(dir).map((name) => `${dir}/${name}/package.json`),
);
const manifests = ['package.json', ...workspaces]
  .filter(existsSync)
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');
const want = createHash('sha256').update(lock).update(manifests).digest('hex');
const have = existsSync(stamp) ? readFileSync(stamp, 'utf8') : '';

if (want !== have || !existsSync('node_modules/.bin/node')) {
  // `npm ci` installs exactly the committed lockfile and never rewrites it, so a fresh clone stays
  // clean. The lockfile lists every platform's optional packages (biome, esbuild, rollup).
  const cmd = 'npm ci --no-audit --no-fund';
  console.info(`[setup] installing dependencies: ${cmd}`);
  execSync(cmd, { stdio: 'inherit' });
  const lockAfter = existsSync('package-lock.json') ? readFileSync('package-lock.json') : Buffer.from('');
  writeFileSync(stamp, createHash('sha256').update(lockAfter).update(manifests).digest('hex'));
}
