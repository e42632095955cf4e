import { randomInt } from 'node:crypto';
import { MAX_INVITATIONS } from '@tessera/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/sql-errors.js';
import { AppError } from '../../http/app-error.js';
import { type SiteAddress, siteBase } from '../../lib/site-base.js';
import type { Merchant } from '../site/merchant.js';
import type { Agent } from './team.js';

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

type Kind = 'MEMBER' | 'AGENT';

/**
 * An agent's invitation codes: their own `affiliate_code` (members) and those they made
 * (`agent_invitations`), each with the registration link that carries it and how many registered
 * with it (`members.invitation_code`).
 */
export class Invitations {
  constructor(
    private readonly db: Db,
    private readonly site: SiteAddress,
  ) {}

  async list(merchant: Merchant, agent: Agent) {
    const [own, made] = await Promise.all([
      this.db
        .selectFrom('members')
        .select(['affiliate_code', 'created_at'])
        .where('id', '=', agent.id)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('agent_invitations')
        .select(['code', 'kind', 'created_at'])
        .where('agent_id', '=', agent.id)
        .orderBy('created_at', 'desc')
        .orderBy('code')
        .execute(),
    ]);
    const codes: { code: string; kind: Kind; created_at: Date }[] = [...made];
    if (own.affiliate_code)
      codes.push({ code: own.affiliate_code, kind: 'MEMBER', created_at: own.created_at });
    const counts = await this.registrations(
      merchant.id,
      codes.map((c) => c.code),
    );
    return {
      list: codes.map((c) => ({
        code: c.code,
        kind: c.kind,
        link: this.link(merchant, c.code),
        registrations: counts.get(c.code) ?? 0,
        createdAt: new Date(c.created_at).toISOString(),
      })),
    };
  }

  /** A new code for the agent; a code taken by anyone (any kind) is drawn again. */
  async create(merchant: Merchant, agent: Agent, kind: Kind) {
    const held = await this.db
      .selectFrom('agent_invitations')
      .select(sql<string>`count(*)`.as('n'))
      .where('agent_id', '=', agent.id)
      .executeTakeFirstOrThrow();
    if (Number(held.n) >= MAX_INVITATIONS)
      throw new AppError('agent.invitations.full', { max: MAX_INVITATIONS });
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = drawCode();
      const clash = await this.db
        .selectFrom('members')
        .select('id')
        .where('merchant_id', '=', merchant.id)
        .where('affiliate_code', '=', code)
        .executeTakeFirst();
      if (clash) continue;
      try {
        const row = await this.db
          .insertInto('agent_invitations')
          .values({ merchant_id: merchant.id, code, agent_id: agent.id, kind })
          .returning(['code', 'kind', 'created_at'])
          .executeTakeFirstOrThrow();
        return {
          code: row.code,
          kind: row.kind,
          link: this.link(merchant, row.code),
          registrations: 0,
          createdAt: row.created_at.toISOString(),
        };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new AppError('internal.error');
  }

  private link(merchant: Merchant, code: string): string {
    return `${siteBase(merchant, this.site)}/?affiliateCode=${encodeURIComponent(code)}`;
  }

  private async registrations(merchantId: number, codes: string[]): Promise<Map<string, number>> {
    if (codes.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('members')
      .select(['invitation_code', sql<string>`count(*)`.as('n')])
      .where('merchant_id', '=', merchantId)
      .where('invitation_code', 'in', codes)
      .groupBy('invitation_code')
      .execute();
    return new Map(rows.map((r) => [r.invitation_code!, Number(r.n)]));
  }
}

/** A code of eight unambiguous letters and digits. */
export function drawCode(): string {
  let code = '';
  while (code.length < CODE_LENGTH) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
