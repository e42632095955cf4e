import type { IncomingHttpHeaders } from 'node:http';

/** What we ask a payment provider to collect for one deposit. */
export interface PaymentOrder {
  depositId: string;
  /** The deposit's reference code, shown on the provider's page. */
  reference: string;
  merchantId: number;
  merchantName: string;
  /** Minor units. */
  amount: bigint;
  currency: string;
  scale: number;
  /** After this the provider must refuse to take the money (our deposit expires then). */
  expiresAt: Date;
  /** Where the provider notifies us, relative to our public origin. */
  callbackPath: string;
  /** Where the payer's browser goes back to when done, relative to our public origin. */
  returnPath: string;
}

export interface CreatedPayment {
  /** The provider's id for the payment; a notification names it. */
  paymentId: string;
  /** The provider's hosted page where the member pays. */
  payUrl: string;
}

export type PaymentStatus = 'PAID' | 'FAILED';

/** A notification whose signature checked out: the provider's word on one payment. */
export interface PaymentNotification {
  paymentId: string;
  depositId: string;
  /** Minor units. */
  amount: bigint;
  currency: string;
  status: PaymentStatus;
  /** When the provider says the payment reached this status. */
  at: Date;
}

/**
 * A payment provider adapter (decision 0007). `createPayment` opens a payment on the provider's
 * side and must be idempotent per deposit id (a retried create answers the same payment);
 * `parseCallback` verifies a notification as it came off the wire (headers and the raw body, byte
 * for byte) and answers null when it is not the provider's (bad or missing signature).
 */
export interface PaymentGateway {
  readonly code: string;
  createPayment(order: PaymentOrder): Promise<CreatedPayment>;
  parseCallback(headers: IncomingHttpHeaders, rawBody: string): Promise<PaymentNotification | null>;
}

/** The adapters this deployment knows, by code (a channel's `gateway` names one). */
export class PaymentGateways {
  private readonly byCode: Map<string, PaymentGateway>;

  constructor(gateways: PaymentGateway[]) {
    this.byCode = new Map(gateways.map((gateway) => [gateway.code, gateway]));
  }

  find(code: string | null | undefined): PaymentGateway | undefined {
    return code ? this.byCode.get(code) : undefined;
  }

  codes(): string[] {
    return [...this.byCode.keys()];
  }
}

/** Where a gateway's notifications arrive (see deposits.routes.ts). */
export const callbackPath = (gateway: string) => `/wps/gateway/${encodeURIComponent(gateway)}/notify`;
