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
 * The built-in provider for both: writes every message to the log and, for brands with the dev inbox
 * on (the demo), to the outbox table that `GET /wps/dev/inbox` reads. A real SMS gateway or SMTP
 * relay implements the same interfaces.
 */
export class LogSender implements SmsProvider, MailSender {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async sendSms(merchant: Merchant, to: string, text: string): Promise<void> {
    this.log.info({ merchant: merchant.code, to, channel: 'sms' }, `SMS: ${text}`);
    await this.keep(merchant, 'sms', to, text);
  }

  async sendMail(merchant: Merchant, to: string, subject: string, text: string): Promise<void> {
    this.log.info({ merchant: merchant.code, to, channel: 'email', subject }, `MAIL: ${text}`);
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
