// Browser journeys in a real Chromium, against the built site served by the real server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.info(`[test:e2e] ${chromium} not found: skipping the browser journeys.`);
  process.exit(0);
}
if (!existsSync('apps/web/e2e/vitest.config.ts')) {
  console.info('[test:e2e] no browser journeys yet.');
  process.exit(0);
}
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npm', ['run', '-s', 'build']);
run('vitest', ['run', '--config', 'apps/web/e2e/vitest.config.ts']);
