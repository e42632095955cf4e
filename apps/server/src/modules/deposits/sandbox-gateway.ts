import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { GatewaySecrets } from './gateway-secrets.js';
import { verifyBody } from './gateway-secrets.js';
import type { CreatedPayment, PaymentGateway, PaymentNotification, PaymentOrder } from './payment-gateway.js';

export const SANDBOX = 'SANDBOX';
/** The header carrying the hex HMAC-SHA256 of the raw notification body. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** The payer's page on the sandbox's side (served by sandbox-pages.ts). */
export const sandboxPayPath = (paymentId: string) => `/sandbox-gateway/pay/${encodeURIComponent(paymentId)}`;

/** A sandbox notification body, exactly as the sandbox signs and sends it. */
export const ZSandboxNotification = z.object({
  paymentId: z.string().min(1).max(64),
  depositId: z.uuid(),
  /** Minor units. */
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().min(1).max(16),
  status: z.enum(['PAID', 'FAILED']),
  timestamp: z.iso.datetime(),
});
export type SandboxNotification = z.infer<typeof ZSandboxNotification>;

/**
 * Our side of the bundled sandbox gateway: opening a payment is a row in the sandbox's own table
 * (where a real adapter would call the provider's API), and a notification is trusted only when
 * its signature over the raw body checks out with the shared secret.
 */
export class SandboxGateway implements PaymentGateway {
  readonly code = SANDBOX;

  constructor(
    private readonly db: Db,
    private readonly secrets: GatewaySecrets,
    private readonly clock: Clock,
    /** `PUBLIC_URL`: pay links are absolute when it is set, same-origin paths otherwise. */
    private readonly publicUrl: string | undefined,
  ) {}

  async createPayment(order: PaymentOrder): Promise<CreatedPayment> {
    // Idempotent per deposit, as providers are per merchant order id: a retry gets the same payment.
    await this.db
      .insertInto('sandbox_payments')
      .values({
        id: `sbx_${randomBytes(12).toString('hex')}`,
        merchant_id: order.merchantId,
        merchant_name: order.merchantName,
        deposit_id: order.depositId,
        reference: order.reference,
        amount: order.amount,
        currency: order.currency,
        scale: order.scale,
        callback_path: order.callbackPath,
        return_path: order.returnPath,
        created_at: this.clock.now(),
        expires_at: order.expiresAt,
      })
      .onConflict((conflict) => conflict.column('deposit_id').doNothing())
      .execute();
    const payment = await this.db
      .selectFrom('sandbox_payments')
      .select('id')
      .where('deposit_id', '=', order.depositId)
      .executeTakeFirstOrThrow();
    const base = this.publicUrl?.replace(/\/+$/u, '') ?? '';
    return { paymentId: payment.id, payUrl: `${base}${sandboxPayPath(payment.id)}` };
  }

  async parseCallback(headers: IncomingHttpHeaders, rawBody: string): Promise<PaymentNotification | null> {
    const signature = headers[SANDBOX_SIGNATURE_HEADER];
    if (typeof signature !== 'string') return null;
    if (!verifyBody(await this.secrets.get(this.code), rawBody, signature)) return null;
    // Signed by the gateway but not what it promised to send: its fault, refused as malformed.
    let parsed: SandboxNotification;
    try {
      parsed = ZSandboxNotification.parse(JSON.parse(rawBody));
    } catch {
      throw new AppError('request.malformed');
    }
    return {
      paymentId: parsed.paymentId,
      depositId: parsed.depositId,
      amount: BigInt(parsed.amount),
      currency: parsed.currency,
      status: parsed.status,
      at: new Date(parsed.timestamp),
    };
  }
}
