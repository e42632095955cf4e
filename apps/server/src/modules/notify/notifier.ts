import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Merchant } from '../site/merchant.js';

/** Sends a text message to a phone number in E.164 form (`+8801712345678`). */
export interface SmsProvider {
  sendSms(merchant: Merchant, to: string, text: string): Promise<void>;
}

/** Sends an e-mail. */
export interface MailSender {
  sendMail(merchant: Merchant, to: string, subject: string, text: string): Promise<void>;
}

/**
 * The built-in provider for both: for brands with the dev inbox on (the demo), keeps every message
 * in the outbox table that `GET /wps/dev/inbox` reads. The log only says that a message went out
 * (channel, masked recipient, length): its words carry codes and reset links, which never belong in a
 * log line. A real SMS gateway or SMTP relay implements the same interfaces.
 */
export class LogSender implements SmsProvider, MailSender {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async sendSms(merchant: Merchant, to: string, text: string): Promise<void> {
    this.log.info(
      { merchant: merchant.code, to: masked(to), channel: 'sms', length: text.length },
      'SMS sent',
    );
    await this.keep(merchant, 'sms', to, text);
  }

  async sendMail(merchant: Merchant, to: string, subject: string, text: string): Promise<void> {
    this.log.info(
      { merchant: merchant.code, to: masked(to), channel: 'email', subject, length: text.length },
      'mail sent',
    );
    await this.keep(merchant, 'email', to, `${subject}\n\n${text}`);
  }

  private async keep(merchant: Merchant, channel: string, to: string, body: string): Promise<void> {
    if (!merchant.devInbox) return;
    await this.db
      .insertInto('outbox')
      .values({ merchant_id: merchant.id, channel, recipient: to, body })
      .execute();
  }
}

/** `+8801712345678` → `+880*******678`, `someone@example.com` → `so***@example.com`. */
export function masked(to: string): string {
  const at = to.indexOf('@');
  if (at > 0) return `${to.slice(0, Math.min(2, at))}***${to.slice(at)}`;
  return to.length <= 7 ? '***' : `${to.slice(0, 4)}${'*'.repeat(to.length - 7)}${to.slice(-3)}`;
}

export class Outbox {
  constructor(private readonly db: Db) {}

  async list(merchantId: number, to: string) {
    const rows = await this.db
      .selectFrom('outbox')
      .select(['channel', 'recipient', 'body', 'created_at'])
      .where('merchant_id', '=', merchantId)
      .where('recipient', '=', to)
      .orderBy('id', 'desc')
      .limit(20)
      .execute();
    return rows.map((r) => ({
      channel: r.channel,
      to: r.recipient,
      text: r.body,
      sentAt: r.created_at.toISOString(),
    }));
  }
}
