import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { SandboxPaymentTable } from '../../db/schema.js';
import { type GatewaySecrets, signBody } from './gateway-secrets.js';
import type { PaymentStatus } from './payment-gateway.js';
import { SANDBOX, SANDBOX_SIGNATURE_HEADER, type SandboxNotification } from './sandbox-gateway.js';

export type SandboxPayment = Selectable<SandboxPaymentTable>;

/** Sends one notification; answers the HTTP status it got. */
export type SandboxTransport = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<number>;

/** Server to server over real HTTP, as a provider calls a merchant. */
export const httpTransport: SandboxTransport = async (url, body, headers) => {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
};

export type CompleteResult =
  | { kind: 'done'; payment: SandboxPayment }
  | { kind: 'already'; payment: SandboxPayment }
  | { kind: 'expired'; payment: SandboxPayment }
  | { kind: 'unknown' };

const PAYMENT_ID = /^sbx_[0-9a-f]{24}$/u;

/**
 * The provider's side of the sandbox gateway, behaving like a real one: it keeps its own payments,
 * takes the payer's decision once (and not after the payment expired), and notifies the merchant
 * server to server with an HMAC-signed body, twice at once (a duplicate), then again later (late
 * copies, as providers retry), whatever the first answers were.
 */
export class SandboxProvider {
  /** Delays of the late copies (tests shorten or drop them). */
  lateDelaysMs: number[] = [20_000];
  /** How notifications travel (tests may route them through `inject`). */
  transport: SandboxTransport = httpTransport;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly secrets: GatewaySecrets,
    private readonly log: FastifyBaseLogger,
    private readonly publicUrl: string | undefined,
  ) {}

  async find(paymentId: string): Promise<SandboxPayment | undefined> {
    if (!PAYMENT_ID.test(paymentId)) return undefined;
    return this.db.selectFrom('sandbox_payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
  }

  /** Still waiting for the payer (not decided, not past its expiry). */
  isOpen(payment: SandboxPayment): boolean {
    return payment.status === 'PENDING' && payment.expires_at > this.clock.now();
  }

  /**
   * Where notifications go: `PUBLIC_URL` when set, else the origin the pay page was opened on,
   * but only when that host is one of the merchant's own domains (a real provider notifies only
   * the address registered with it; a forged Host header must not aim our requests elsewhere).
   */
  async notifyOrigin(payment: SandboxPayment, protocol: string, host: string): Promise<string | null> {
    if (this.publicUrl) return this.publicUrl.replace(/\/+$/u, '');
    const hostname = host.replace(/:\d+$/u, '').toLowerCase();
    const known = await this.db
      .selectFrom('merchant_domains')
      .select('domain')
      .where('merchant_id', '=', payment.merchant_id)
      .where('domain', '=', hostname)
      .executeTakeFirst();
    return known ? `${protocol}://${host}` : null;
  }

  /** The payer paid or declined: record it once, then notify the merchant at `origin`. */
  async complete(paymentId: string, status: PaymentStatus, origin: string): Promise<CompleteResult> {
    const now = this.clock.now();
    const payment = PAYMENT_ID.test(paymentId)
      ? await this.db
          .updateTable('sandbox_payments')
          .set({ status, completed_at: now })
          .where('id', '=', paymentId)
          .where('status', '=', 'PENDING')
          .where('expires_at', '>', now)
          .returningAll()
          .executeTakeFirst()
      : undefined;
    if (!payment) {
      const existing = await this.find(paymentId);
      if (!existing) return { kind: 'unknown' };
      return { kind: existing.status === 'PENDING' ? 'expired' : 'already', payment: existing };
    }
    const notification: SandboxNotification = {
      paymentId: payment.id,
      depositId: payment.deposit_id,
      amount: Number(payment.amount),
      currency: payment.currency,
      status,
      timestamp: now.toISOString(),
    };
    const body = JSON.stringify(notification);
    const headers = {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signBody(await this.secrets.get(SANDBOX), body),
    };
    const url = `${origin}${payment.callback_path}`;
    // The first notification and its duplicate race each other, as they do from real providers.
    await Promise.all([
      this.deliver(url, body, headers, 'first'),
      this.deliver(url, body, headers, 'duplicate'),
    ]);
    for (const delay of this.lateDelaysMs) this.later(delay, () => this.deliver(url, body, headers, 'late'));
    return { kind: 'done', payment };
  }

  /** Resolves when no notification is being sent (tests wait for late copies with it). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Drop the late copies not sent yet and wait for those in flight (shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.idle();
  }

  private later(delay: number, send: () => Promise<void>): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void send();
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  private deliver(url: string, body: string, headers: Record<string, string>, copy: string): Promise<void> {
    if (this.stopped) return Promise.resolve();
    const sending = this.transport(url, body, headers)
      .then((status) => {
        if (status < 200 || status >= 300)
          this.log.warn({ url, status, copy }, 'sandbox notification refused');
      })
      .catch((error: unknown) => this.log.warn({ err: error, url, copy }, 'sandbox notification failed'))
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
    return sending;
  }
}
