import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { Merchant } from './merchant.js';
import {
  findFirstMerchant,
  findMerchantByCode,
  findMerchantByDomain,
  findMerchantById,
} from './site.repo.js';

const TTL_MS = 2_000;

/**
 * Finds the brand of a request: the `Merchant` header when sent, else the host's domain route,
 * else the first brand (the demo). Brands are cached for two seconds per node; a change made on
 * this node drops the cache at once, other nodes see it within the TTL.
 */
export class MerchantDirectory {
  private readonly cache = new Map<string, { merchant: Merchant | null; at: number }>();

  constructor(private readonly db: Db) {}

  async resolve(code: string | undefined, host: string | undefined): Promise<Merchant> {
    if (code !== undefined) {
      const merchant = await this.cached(`code:${code}`, () => findMerchantByCode(this.db, code));
      if (!merchant) throw new AppError('function.not.available');
      return merchant;
    }
    const domain = domainOf(host);
    const byDomain = domain
      ? await this.cached(`domain:${domain}`, () => findMerchantByDomain(this.db, domain))
      : null;
    if (byDomain) return byDomain;
    const first = await this.cached('first', () => findFirstMerchant(this.db));
    if (!first) throw new AppError('function.not.available');
    return first;
  }

  /**
   * What `resolve` would answer, when this node already holds it fresh (nearly every request);
   * undefined when the database must be asked. Lets a request skip a promise on the hot path.
   */
  peek(code: string | undefined, host: string | undefined): Merchant | undefined {
    const now = Date.now();
    const fresh = (key: string) => {
      const hit = this.cache.get(key);
      return hit && now - hit.at < TTL_MS ? hit : undefined;
    };
    if (code !== undefined) return fresh(`code:${code}`)?.merchant ?? undefined;
    const domain = domainOf(host);
    const byDomain = domain ? fresh(`domain:${domain}`) : { merchant: null };
    if (!byDomain) return undefined;
    return byDomain.merchant ?? fresh('first')?.merchant ?? undefined;
  }

  /** A brand by its id (jobs and pushes that start from a stored row), cached like the rest. */
  byId(id: number): Promise<Merchant | null> {
    return this.cached(`id:${id}`, () => findMerchantById(this.db, id));
  }

  invalidate(): void {
    this.cache.clear();
  }

  private async cached(key: string, load: () => Promise<Merchant | null>): Promise<Merchant | null> {
    const hit = this.cache.get(key);
    const now = Date.now();
    if (hit && now - hit.at < TTL_MS) return hit.merchant;
    const merchant = await load();
    this.cache.set(key, { merchant, at: now });
    return merchant;
  }
}

const domainOf = (host: string | undefined) => host?.split(':')[0]?.toLowerCase();
