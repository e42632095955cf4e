import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { Merchant } from '../site/merchant.js';
import { GameRounds } from './game-rounds.js';
import { PlayerTokens } from './player-tokens.js';
import { ProviderApi } from './provider-api.js';
import { ProviderSecrets } from './provider-secrets.js';
import { ProviderWallet } from './provider-wallet.service.js';

/**
 * The provider wallet API's parts: vendor secrets, launch tokens, the wallet (which in-house games
 * call directly), the signed HTTP face, and the round records.
 */
export function createProvider(deps: {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  merchants: { byId(id: number): Promise<Merchant | null> };
}) {
  const { db, clock, ledger, merchants } = deps;
  const secrets = new ProviderSecrets(db);
  const tokens = new PlayerTokens(db, clock);
  const wallet = new ProviderWallet(db, clock, ledger, merchants, tokens);
  return {
    secrets,
    tokens,
    wallet,
    api: new ProviderApi(db, clock, secrets, wallet),
    rounds: new GameRounds(db),
  };
}

export type Provider = ReturnType<typeof createProvider>;
