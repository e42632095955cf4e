import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { MerchantDirectory } from '../site/merchant-directory.js';
import type { DepositListener } from './deposit-credit.js';
import { DepositReview } from './deposit-review.js';
import { DepositService } from './deposits.service.js';
import { GatewayNotifications } from './gateway-notifications.js';
import { GatewaySecrets } from './gateway-secrets.js';
import { PaymentChannels } from './payment-channels.js';
import { PaymentGateways } from './payment-gateway.js';
import { SandboxGateway } from './sandbox-gateway.js';
import { SandboxProvider } from './sandbox-provider.js';

/** The deposits area, wired once (services.ts holds the result as `services.deposits`). */
export function createDeposits(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  log: FastifyBaseLogger;
  publicUrl: string | undefined;
  merchants: MerchantDirectory;
  /** What follows an approved deposit in its transaction (the reward engine). */
  listener?: DepositListener;
}) {
  const { db, clock, ledger, log, publicUrl } = deps;
  const secrets = new GatewaySecrets(db);
  const gateways = new PaymentGateways([new SandboxGateway(db, secrets, clock, publicUrl)]);
  return {
    gateways,
    secrets,
    member: new DepositService(db, clock, gateways, log),
    review: new DepositReview(db, clock, ledger, deps.listener ?? null),
    channels: new PaymentChannels(db, gateways, deps.merchants),
    notifications: new GatewayNotifications(db, clock, ledger, gateways, deps.listener ?? null),
    /** The provider's side of the sandbox gateway (its pay page and its notifications). */
    sandbox: new SandboxProvider(db, clock, secrets, log, publicUrl),
  };
}

export type Deposits = ReturnType<typeof createDeposits>;
