import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { findVendor } from './provider.repo.js';
import { launchOf } from './provider-launch.js';
import { isSignedCall, type ProviderSecrets } from './provider-secrets.js';
import type { ProviderWallet } from './provider-wallet.service.js';
import {
  PROVIDER_ACTIONS,
  type ProviderAction,
  type ProviderAnswer,
  refusal,
  ZAuthenticate,
  ZBalance,
  ZBet,
  ZRollback,
  ZWin,
} from './provider-wire.js';
import type { GameVendor } from './wallet-for.js';

/** A vendor's call as it arrived: the path's parts, the signing headers, the exact body text. */
export interface ProviderCall {
  vendor: string;
  action: string;
  timestamp: unknown;
  signature: unknown;
  rawBody: string;
}

const VENDOR_CACHE_MS = 10_000;

/**
 * `POST /provider/v1/{vendor}/{action}` without the HTTP: which vendor, is it signed, is the body
 * well formed, then the wallet. In that order, so an unsigned caller learns nothing about bodies.
 * An unknown vendor (or action) is INVALID_REQUEST; a known vendor with no secret configured can
 * sign nothing, so its calls are INVALID_SIGNATURE.
 */
export class ProviderApi {
  private readonly vendors = new Map<string, { vendor: GameVendor | null; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly secrets: ProviderSecrets,
    private readonly wallet: ProviderWallet,
  ) {}

  async handle(call: ProviderCall): Promise<ProviderAnswer> {
    const action = PROVIDER_ACTIONS.find((known) => known === call.action);
    const vendor = action && (await this.vendor(call.vendor));
    if (!action || !vendor) return refusal('INVALID_REQUEST');
    const now = this.clock.now().getTime();
    const secrets = await this.secrets.accepted(vendor.code, now);
    const headers = { timestamp: call.timestamp, signature: call.signature };
    if (!secrets.some((secret) => isSignedCall(secret, headers, call.rawBody, now))) {
      return refusal('INVALID_SIGNATURE');
    }
    let body: unknown;
    try {
      body = JSON.parse(call.rawBody);
    } catch {
      return refusal('INVALID_REQUEST');
    }
    return this.dispatch(vendor, action, body);
  }

  private dispatch(vendor: GameVendor, action: ProviderAction, body: unknown): Promise<ProviderAnswer> {
    const invalid = async () => refusal('INVALID_REQUEST');
    switch (action) {
      case 'authenticate': {
        const parsed = ZAuthenticate.safeParse(body);
        return parsed.success ? this.wallet.authenticate(vendor, parsed.data.token) : invalid();
      }
      // Every other call names the launch it is made under by its player token.
      case 'balance': {
        const parsed = ZBalance.safeParse(body);
        if (!parsed.success) return invalid();
        const { token, ...request } = parsed.data;
        return this.wallet.balance(vendor, request, launchOf(token));
      }
      case 'bet': {
        const parsed = ZBet.safeParse(body);
        if (!parsed.success) return invalid();
        const { token, ...request } = parsed.data;
        return this.wallet.bet(vendor, request, launchOf(token));
      }
      case 'win': {
        const parsed = ZWin.safeParse(body);
        if (!parsed.success) return invalid();
        const { token, ...request } = parsed.data;
        return this.wallet.win(vendor, request, launchOf(token));
      }
      case 'rollback': {
        const parsed = ZRollback.safeParse(body);
        if (!parsed.success) return invalid();
        const { token, ...request } = parsed.data;
        return this.wallet.rollback(vendor, request, launchOf(token));
      }
    }
  }

  /** Vendors by code, cached briefly (the list changes with a catalog import, not per call). */
  private async vendor(code: string): Promise<GameVendor | null> {
    const hit = this.vendors.get(code);
    if (hit && Date.now() - hit.at < VENDOR_CACHE_MS) return hit.vendor;
    if (!/^[A-Za-z0-9_-]{1,32}$/u.test(code)) return null;
    const vendor = (await findVendor(this.db, code)) ?? null;
    if (this.vendors.size > 1_000) this.vendors.clear();
    this.vendors.set(code, { vendor, at: Date.now() });
    return vendor;
  }
}
