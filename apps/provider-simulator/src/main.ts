import type { AddressInfo } from 'node:net';
import { DEFAULT_CHAOS, NO_CHAOS } from './chaos.js';
import { createSimulatorServer } from './simulator-server.js';

/**
 * The provider simulator's process: a stand-in game vendor for the demo and the tests.
 * Environment: TESSERA_URL (our server), PROVIDER_SECRET (the demo's master secret: each vendor
 * signs with its own, the hex HMAC-SHA256 of its code keyed with it),
 * VENDOR_SECRETS (a JSON object of vendor code to secret, for vendors whose secret the operator
 * rotated; later rotations arrive as `{type: 'vendor-secret', vendor, secret}` IPC messages),
 * SIMULATOR_PORT (8090; 0 picks a free one), SIMULATOR_HOST (127.0.0.1), SIMULATOR_SEED (replays
 * the wheel and the chaos exactly), SIMULATOR_CHAOS=off (plain rounds only).
 */
function main(): void {
  const env = process.env;
  const port = Number(env.SIMULATOR_PORT ?? 8090);
  const host = env.SIMULATOR_HOST || '127.0.0.1';
  const tesseraUrl = env.TESSERA_URL;
  const secret = env.PROVIDER_SECRET;
  const problems = [
    !tesseraUrl || !URL.canParse(tesseraUrl) ? 'TESSERA_URL must be our server’s base URL' : null,
    !secret ? 'PROVIDER_SECRET must be the demo vendors’ master secret' : null,
    !Number.isInteger(port) || port < 0 || port > 65535 ? 'SIMULATOR_PORT must be a port number' : null,
  ].filter((problem) => problem !== null);
  if (problems.length > 0) {
    console.error(`provider simulator: ${problems.join('; ')}`);
    process.exit(1);
  }

  const vendorSecrets = rotatedSecrets(env.VENDOR_SECRETS);
  process.on('message', (message: unknown) => {
    const { type, vendor, secret } = (message ?? {}) as Record<string, unknown>;
    if (type === 'vendor-secret' && typeof vendor === 'string' && typeof secret === 'string') {
      vendorSecrets.set(vendor, secret);
      console.info(`provider simulator: vendor ${vendor} signs with its new secret`);
    }
  });
  const server = createSimulatorServer({
    tesseraUrl: tesseraUrl!,
    secret: secret!,
    vendorSecrets,
    seed: env.SIMULATOR_SEED || undefined,
    odds: env.SIMULATOR_CHAOS === 'off' ? NO_CHAOS : DEFAULT_CHAOS,
  });
  server.once('error', (error) => {
    console.error(`provider simulator: cannot listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    const bound = (server.address() as AddressInfo).port;
    console.info(`provider simulator listening on http://${host}:${bound} (provider API at ${tesseraUrl})`);
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close(() => process.exit(0));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 2_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // Started with an IPC channel (by our server): when the parent goes, however it went, so do we.
  if (process.send) process.on('disconnect', stop);
}

/** VENDOR_SECRETS as a map; anything but a JSON object of strings is ignored (and said). */
function rotatedSecrets(json: string | undefined): Map<string, string> {
  const secrets = new Map<string, string>();
  if (!json) return secrets;
  try {
    for (const [vendor, secret] of Object.entries(JSON.parse(json) as Record<string, unknown>)) {
      if (typeof secret === 'string') secrets.set(vendor, secret);
    }
  } catch {
    console.error('provider simulator: VENDOR_SECRETS is not a JSON object; ignored');
  }
  return secrets;
}

main();
