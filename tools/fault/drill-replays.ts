import { getWalletBalance, MAIN_WALLET_ID } from '@tessera/contracts';
import { getJson, type MoneyCall, perform } from './money-load.js';
import type { SeededMember } from './seed-members.js';

interface Line {
  accountTypeId: number;
  availBalance: number;
}

async function balancesOf(baseUrl: string, member: SeededMember): Promise<string> {
  return JSON.stringify((await getJson(baseUrl, getWalletBalance.path, member.token)).value);
}

/**
 * Replay every acknowledged call with its request id. An adjustment must answer exactly as the first
 * time; a wallet transfer answers with the member's balances, which must be those of right now; and
 * after all the replays every member's balances must be what they were before them.
 */
export async function replayAcknowledged(baseUrl: string, members: SeededMember[], calls: MoneyCall[]) {
  const mismatches: string[] = [];
  const before = new Map<number, string>();
  for (const member of members) before.set(member.id, await balancesOf(baseUrl, member));
  for (const call of calls.filter((c) => c.outcome === 'ack')) {
    const replay = await perform(baseUrl, { ...call, outcome: 'pending', answer: undefined });
    const expected =
      call.kind === 'adjustment' ? JSON.stringify(call.answer?.value) : before.get(call.memberId);
    const got = JSON.stringify(replay.answer?.value);
    if (replay.outcome !== 'ack' || got !== expected) {
      mismatches.push(`${call.kind} ${call.requestId}: first ${expected}, replay ${replay.status} ${got}`);
    }
  }
  for (const member of members) {
    if ((await balancesOf(baseUrl, member)) !== before.get(member.id)) {
      mismatches.push(`member ${member.id}: balances moved while acknowledged calls were replayed`);
    }
  }
  return mismatches;
}

/**
 * Retry every call the crash left unanswered, as a client would. Each must now succeed; one that
 * had committed before the kill is answered without moving money (its balances stay put), one that
 * had not is posted now. Returns how many had committed, and any retry that failed.
 */
export async function retryUnanswered(baseUrl: string, members: SeededMember[], calls: MoneyCall[]) {
  const failures: string[] = [];
  const byId = new Map(members.map((member) => [member.id, member]));
  let committedBeforeKill = 0;
  for (const call of calls.filter((c) => c.outcome === 'unanswered')) {
    const member = byId.get(call.memberId)!;
    const before = await balancesOf(baseUrl, member);
    const retry = await perform(baseUrl, { ...call, outcome: 'pending', answer: undefined });
    if (retry.outcome !== 'ack') {
      failures.push(
        `${call.kind} ${call.requestId}: retry answered ${retry.status} ${retry.answer?.errorCode}`,
      );
      continue;
    }
    if ((await balancesOf(baseUrl, member)) === before) committedBeforeKill += 1;
    call.outcome = 'ack';
    call.retried = true;
  }
  return { committedBeforeKill, failures };
}

/**
 * Once every call has succeeded exactly once, each member's wallets are known to the cent: the
 * funding and top-ups in, the transfers out to the vendor wallet and back. Anything else is money
 * lost or doubled somewhere between the clients and the ledger.
 */
export async function expectExactBalances(
  baseUrl: string,
  members: SeededMember[],
  calls: MoneyCall[],
  vendorWalletId: number,
): Promise<string[]> {
  const mismatches: string[] = [];
  for (const member of members) {
    let main = 0;
    let vendor = 0;
    for (const call of calls) {
      if (call.memberId !== member.id || call.outcome !== 'ack') continue;
      const amount = Number(call.body.amount);
      if (call.kind === 'adjustment') main += amount;
      else if (call.body.from === MAIN_WALLET_ID) {
        main -= amount;
        vendor += amount;
      } else {
        main += amount;
        vendor -= amount;
      }
    }
    const lines = ((await getJson(baseUrl, getWalletBalance.path, member.token)).value as { balance: Line[] })
      .balance;
    const has = (id: number) => lines.find((line) => line.accountTypeId === id)?.availBalance ?? 0;
    if (has(MAIN_WALLET_ID) !== main || has(vendorWalletId) !== vendor) {
      mismatches.push(
        `member ${member.id}: main ${has(MAIN_WALLET_ID)} (calls say ${main}), vendor ${has(vendorWalletId)} (calls say ${vendor})`,
      );
    }
  }
  return mismatches;
}
