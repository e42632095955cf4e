import { randomUUID } from 'node:crypto';
import { MAIN_WALLET_ID, postAdjustment, walletTransfer } from '@tessera/contracts';
import type { SeededMember } from './seed-members.js';

export interface Envelope {
  success: boolean;
  value: unknown;
  errorCode: string | null;
}

/** One money call as a client made it, and what (if anything) it was told. */
export interface MoneyCall {
  kind: 'wallet' | 'adjustment';
  memberId: number;
  requestId: string;
  path: string;
  token: string;
  body: Record<string, unknown>;
  /** ack: HTTP 200 success; refused: any other answer; unanswered: the connection died first. */
  outcome: 'pending' | 'ack' | 'refused' | 'unanswered';
  status?: number;
  answer?: Envelope;
  /** Unanswered at the crash, then retried with the same request id after the restart. */
  retried?: boolean;
}

export const WALLET_STEP = 5; // major units per wallet transfer
export const ADJUSTMENT_STEP = 1; // major units per staff top-up during the load

const HEADERS = { merchant: 'TESSERA', language: 'EN', 'content-type': 'application/json' };

/** POST a JSON body the way the site does; throws only when no answer came back. */
export async function send(
  baseUrl: string,
  path: string,
  token: string,
  body: unknown,
): Promise<{ status: number; envelope: Envelope }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...HEADERS, authorization: token },
    body: JSON.stringify(body),
  });
  return { status: response.status, envelope: (await response.json()) as Envelope };
}

export async function getJson(baseUrl: string, path: string, token: string): Promise<Envelope> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { ...HEADERS, authorization: token } });
  return (await response.json()) as Envelope;
}

export function walletCall(member: SeededMember, toVendor: boolean, vendorWalletId: number): MoneyCall {
  const requestId = randomUUID();
  return {
    kind: 'wallet',
    memberId: member.id,
    requestId,
    path: walletTransfer.path,
    token: member.token,
    body: {
      requestId,
      from: toVendor ? MAIN_WALLET_ID : vendorWalletId,
      to: toVendor ? vendorWalletId : MAIN_WALLET_ID,
      amount: WALLET_STEP,
    },
    outcome: 'pending',
  };
}

export function adjustmentCall(member: SeededMember, staffToken: string, amount: number): MoneyCall {
  const requestId = randomUUID();
  return {
    kind: 'adjustment',
    memberId: member.id,
    requestId,
    path: postAdjustment.path.replace(':memberId', String(member.id)),
    token: staffToken,
    body: { requestId, amount, reason: 'crash drill' },
    outcome: 'pending',
  };
}

/** Make the call and record its outcome on it. */
export async function perform(baseUrl: string, call: MoneyCall): Promise<MoneyCall> {
  try {
    const { status, envelope } = await send(baseUrl, call.path, call.token, call.body);
    call.status = status;
    call.answer = envelope;
    call.outcome = status === 200 && envelope.success ? 'ack' : 'refused';
  } catch {
    call.outcome = 'unanswered';
  }
  return call;
}

/**
 * Several clients, each owning its own members and calling for them one call at a time: wallet
 * transfers main → vendor and back (the direction flips on each acknowledgment, so balances never
 * run out), and every fifth call a staff top-up. Runs until `stop`.
 */
export function startMoneyLoad(options: {
  baseUrl: string;
  members: SeededMember[];
  staffToken: string;
  clients: number;
  vendorWalletId: number;
}) {
  const calls: MoneyCall[] = [];
  let stopped = false;
  let inFlight = 0;
  const client = async (index: number) => {
    const owned = options.members.filter((_, i) => i % options.clients === index);
    const toVendor = new Map(owned.map((member) => [member.id, true]));
    for (let round = 0; !stopped; round++) {
      const member = owned[round % owned.length]!;
      const call =
        round % 5 === 4
          ? adjustmentCall(member, options.staffToken, ADJUSTMENT_STEP)
          : walletCall(member, toVendor.get(member.id)!, options.vendorWalletId);
      calls.push(call);
      inFlight += 1;
      await perform(options.baseUrl, call);
      inFlight -= 1;
      if (call.outcome === 'ack' && call.kind === 'wallet') toVendor.set(member.id, !toVendor.get(member.id));
    }
  };
  const running = Array.from({ length: options.clients }, (_, index) => client(index));
  return {
    calls,
    inFlight: () => inFlight,
    acknowledged: () => calls.filter((call) => call.outcome === 'ack').length,
    /** No new calls from now on; resolves when every client's last call has its outcome. */
    stop: async () => {
      stopped = true;
      await Promise.all(running);
    },
  };
}
