import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorSecret } from '../../../../provider-simulator/src/provider-client.js';
import type { RoundsSummary } from '../../../../provider-simulator/src/sessions.js';
import { WHEEL_RTP_PERCENT, WHEEL_SEGMENTS } from '../../../../provider-simulator/src/wheel.js';
import { registerMember } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { demoVendorSecret } from '../../db/seed/demo-provider-secrets.js';
import type { MemberAccountKind } from '../ledger/ledger-accounts.js';
import {
  balanceOf,
  demoMerchant,
  fund,
  roundLegs,
  roundOf,
  SEAMLESS_VENDOR,
  SECRET,
  TRANSFER_VENDOR,
  vendorClient,
} from './provider-test-kit.js';

/**
 * The provider simulator (apps/provider-simulator) as its own process, driving this app's provider
 * API over HTTP with signed calls and its chaos: duplicates, retries after lost answers, rollbacks
 * that overtake their bet and rollbacks of bets that went through. Everything it claims is checked
 * against the ledger.
 */

const SIMULATOR_MAIN = fileURLToPath(new URL('../../../../provider-simulator/src/main.ts', import.meta.url));
const START = 100_000n; // 1,000.00 in each wallet
const GAME = 'wheel-1';

interface Simulator {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | string>;
}

/** Spawn the simulator on a free port (it prints the address it listens on). */
async function startSimulator(tesseraUrl: string): Promise<Simulator> {
  const child = spawn(process.execPath, ['--import', 'tsx', SIMULATOR_MAIN], {
    env: {
      ...process.env,
      SIMULATOR_PORT: '0',
      TESSERA_URL: tesseraUrl,
      PROVIDER_SECRET: SECRET,
      SIMULATOR_SEED: 'provider-simulator-test',
    },
    // With an IPC channel, as our server starts it: rotated secrets arrive over it.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let printed = '';
  const exited = new Promise<number | string>((done) => {
    child.once('exit', (code, signal) => done(signal ?? code ?? -1));
  });
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the simulator did not start:\n${printed}`)), 15_000);
    const keep = (chunk: Buffer) => {
      printed += chunk.toString();
      const listening = /listening on (http:\/\/\S+)/u.exec(printed);
      if (listening) {
        clearTimeout(timer);
        done(listening[1]!);
      }
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    void exited.then((how) => fail(new Error(`the simulator exited (${how}):\n${printed}`)));
  });
  return { url, child, output: () => printed, exited };
}

let t: TestApp;
let simulator: Simulator;
let memberId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // As in the demo, each vendor has its own secret derived from the master the simulator is given;
  // here a seamless and a transfer-wallet vendor.
  for (const vendor of [SEAMLESS_VENDOR, TRANSFER_VENDOR]) {
    await vendorClient(t, vendor);
    await t.services.provider.secrets.set(vendor, demoVendorSecret(SECRET, vendor));
  }
  memberId = (await registerMember(t)).member.id;
  await fund(t, memberId, START);
  await fund(t, memberId, START, `VENDOR:${TRANSFER_VENDOR}`);
  simulator = await startSimulator(`http://127.0.0.1:${port}`);
});

afterAll(async () => {
  if (simulator && simulator.child.exitCode === null) simulator.child.kill('SIGKILL');
  await t?.close();
});

async function launchToken(vendor: string): Promise<string> {
  const merchant = await demoMerchant(t);
  return t.services.provider.tokens.issue({ merchant, memberId, vendor, gameCode: GAME, isTrial: false });
}

async function openGame(vendor: string, query: string) {
  const response = await fetch(`${simulator.url}/play/${vendor}/${GAME}?${query}`);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

async function playRounds(session: string, count: number, stake: number): Promise<RoundsSummary> {
  const response = await fetch(`${simulator.url}/api/sessions/${session}/rounds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ count, stake }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as RoundsSummary;
}

/** Each round's legs as the ledger booked them, against what the simulator says happened. */
async function expectBookedAsReported(vendor: string, summary: RoundsSummary): Promise<void> {
  for (const record of summary.records) {
    const legs = (await roundLegs(t, vendor, record.roundId, memberId)).map((leg) => [leg.kind, leg.amount]);
    const stake = BigInt(record.stake);
    const round = await roundOf(t, vendor, record.roundId, memberId);
    const where = `${record.roundId} (${record.outcome}, ${record.chaos.join(', ') || 'no chaos'})`;
    switch (record.outcome) {
      case 'SETTLED':
        // A duplicated bet and a retried call are booked once; a zero win books no leg.
        expect(legs, where).toEqual([
          ['BET', stake],
          ...(record.win > 0 ? [['WIN', BigInt(record.win)]] : []),
        ]);
        expect(round?.status, where).toBe('CLOSED');
        break;
      case 'ROLLED_BACK':
        expect(legs, where).toEqual([
          ['BET', stake],
          ['ROLLBACK', stake],
        ]);
        expect(round?.status, where).toBe('VOID');
        break;
      case 'OVERTAKEN': {
        // The rollback came first: the late bet was refused, so nothing moved and no round opened.
        const late = record.calls.find((call) => call.note === 'late-bet');
        expect(late?.status, where).toBe('DUPLICATE_TRANSACTION');
        expect(legs, where).toEqual([]);
        expect(round, where).toBeUndefined();
        break;
      }
      default:
        throw new Error(`round ${where} did not finish: ${JSON.stringify(record.calls)}`);
    }
    for (const call of record.calls.filter((c) => c.note === 'retry' || c.note === 'duplicate')) {
      expect(call.status, `${where}: ${call.note} of ${call.action}`).toBe('OK');
    }
  }
}

async function expectBalances(kind: MemberAccountKind, summary: RoundsSummary): Promise<void> {
  const balance = await balanceOf(t, memberId, kind);
  expect(balance).toBe(START - BigInt(summary.totalBet) + BigInt(summary.totalWon));
  expect(BigInt(summary.finalBalance)).toBe(balance);
}

describe('the provider simulator', () => {
  it('plays a wheel with a published RTP of 96 %', () => {
    expect(WHEEL_SEGMENTS).toHaveLength(25);
    expect(WHEEL_RTP_PERCENT).toBe(96);
  });

  it('derives each vendor’s secret from the master as the demo seed does', () => {
    for (const vendor of ['NVA', 'SLT', 'DS88']) {
      expect(vendorSecret('a-demo-master-0123456789', vendor)).toBe(
        demoVendorSecret('a-demo-master-0123456789', vendor),
      );
    }
    expect(vendorSecret('a-demo-master-0123456789', 'NVA')).not.toBe(
      vendorSecret('a-demo-master-0123456789', 'SLT'),
    );
  });

  it('opens the game page, plays rounds with chaos on both wallet modes, and the ledger agrees', async () => {
    const seamless = await openGame(SEAMLESS_VENDOR, `token=${await launchToken(SEAMLESS_VENDOR)}&lang=en`);
    expect(seamless.status).toBe(200);
    expect(seamless.headers.get('content-type')).toContain('text/html');
    expect(seamless.html).toContain('Demo vendor simulator');
    expect(seamless.html).toContain(`data-balance="${START}"`);
    expect(seamless.html).toContain('1,000.00 BDT');
    const seamlessSession = /"session":"([\w-]+)"/u.exec(seamless.html)![1]!;

    const transfer = await openGame(TRANSFER_VENDOR, `token=${await launchToken(TRANSFER_VENDOR)}&lang=bn`);
    expect(transfer.status).toBe(200);
    expect(transfer.html).toContain('<html lang="bn">');
    expect(transfer.html).toContain('ডেমো ভেন্ডর সিমুলেটর');
    expect(transfer.html).toContain(`data-balance="${START}"`);
    const transferSession = /"session":"([\w-]+)"/u.exec(transfer.html)![1]!;

    const main = await playRounds(seamlessSession, 25, 500);
    const vendorWallet = await playRounds(transferSession, 15, 1_000);
    for (const [summary, count] of [
      [main, 25],
      [vendorWallet, 15],
    ] as const) {
      expect(summary.rounds).toBe(count);
      expect(summary.settled + summary.rolledBack + summary.overtaken).toBe(count);
      expect(summary.currency).toBe('BDT');
    }
    await expectBookedAsReported(SEAMLESS_VENDOR, main);
    await expectBookedAsReported(TRANSFER_VENDOR, vendorWallet);
    await expectBalances('MAIN', main);
    await expectBalances(`VENDOR:${TRANSFER_VENDOR}`, vendorWallet);

    // The seeded run went through every kind of chaos.
    const both = (key: 'duplicates' | 'lostAnswers' | 'overtaken' | 'rolledBack') =>
      main[key] + vendorWallet[key];
    expect(both('duplicates')).toBeGreaterThan(0);
    expect(both('lostAnswers')).toBeGreaterThan(0);
    expect(both('rolledBack')).toBeGreaterThan(0);
    expect(both('overtaken')).toBeGreaterThan(0);
    expect(main.lateBetsRefused + vendorWallet.lateBetsRefused).toBe(both('overtaken'));
    expect(main.totalWon + vendorWallet.totalWon).toBeGreaterThan(0);
    await t.verifyLedger();

    // A reload (the page swapped the token for its session) shows the balance as it now is.
    const reloaded = await openGame(SEAMLESS_VENDOR, `session=${seamlessSession}&lang=en`);
    expect(reloaded.status).toBe(200);
    expect(reloaded.html).toContain(`data-balance="${main.finalBalance}"`);
  });

  it('plays one round for the page and answers the balance after it', async () => {
    const page = await openGame(SEAMLESS_VENDOR, `token=${await launchToken(SEAMLESS_VENDOR)}`);
    const session = /"session":"([\w-]+)"/u.exec(page.html)![1]!;
    const before = await balanceOf(t, memberId);
    const response = await fetch(`${simulator.url}/api/sessions/${session}/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ stake: 200 }),
    });
    expect(response.status).toBe(200);
    const played = (await response.json()) as { round: RoundsSummary['records'][number]; balance: number };
    expect(played.round.calls.length).toBeGreaterThan(0);
    expect(BigInt(played.balance)).toBe(await balanceOf(t, memberId));
    const moved = played.round.outcome === 'SETTLED' ? played.round.win - played.round.stake : 0;
    expect(BigInt(played.balance)).toBe(before + BigInt(moved));
    await t.verifyLedger();
  });

  it('answers a clear page for an invalid or expired token, and refuses bad input', async () => {
    const invalid = await openGame(SEAMLESS_VENDOR, 'token=not-a-token&lang=en');
    expect(invalid.status).toBe(401);
    expect(invalid.html).toContain('This game link is not valid');
    const missing = await openGame(SEAMLESS_VENDOR, 'lang=bn');
    expect(missing.status).toBe(401);
    expect(missing.html).toContain('এই গেম লিঙ্কটি বৈধ নয়');

    const token = await launchToken(SEAMLESS_VENDOR);
    await t.db
      .updateTable('player_tokens')
      .set({ expires_at: new Date(t.clock.now().getTime() - 60_000) })
      .where('member_id', '=', memberId)
      .execute();
    const expired = await openGame(SEAMLESS_VENDOR, `token=${token}&lang=en`);
    expect(expired.status).toBe(401);
    expect(expired.html).toContain('This game link has expired');

    const unknownSession = await fetch(`${simulator.url}/api/sessions/nope/rounds`, {
      method: 'POST',
      body: JSON.stringify({ count: 1, stake: 100 }),
    });
    expect(unknownSession.status).toBe(404);
    const page = await openGame(SEAMLESS_VENDOR, `token=${await launchToken(SEAMLESS_VENDOR)}`);
    const session = /"session":"([\w-]+)"/u.exec(page.html)![1]!;
    for (const body of ['{"count":1,"stake":0}', '{"count":0,"stake":100}', 'not json', '{"stake":1.5}']) {
      const bad = await fetch(`${simulator.url}/api/sessions/${session}/rounds`, { method: 'POST', body });
      expect(bad.status, body).toBe(400);
    }
    const health = await fetch(`${simulator.url}/health`);
    expect(await health.json()).toMatchObject({ status: 'ok' });
  });

  it('signs with the secret staff rotated once our server hands it over', async () => {
    const before = await openGame(TRANSFER_VENDOR, `token=${await launchToken(TRANSFER_VENDOR)}`);
    expect(before.status).toBe(200);
    const rotated = await t.services.provider.secrets.rotate(TRANSFER_VENDOR, t.clock.now(), 0);
    const refused = await openGame(TRANSFER_VENDOR, `token=${await launchToken(TRANSFER_VENDOR)}`);
    expect(refused.status).toBe(502);

    simulator.child.send({ type: 'vendor-secret', vendor: TRANSFER_VENDOR, secret: rotated.secret });
    await expect.poll(simulator.output).toContain(`vendor ${TRANSFER_VENDOR} signs with its new secret`);
    const after = await openGame(TRANSFER_VENDOR, `token=${await launchToken(TRANSFER_VENDOR)}`);
    expect(after.status).toBe(200);
    const session = /"session":"([\w-]+)"/u.exec(after.html)![1]!;
    expect((await playRounds(session, 3, 100)).rounds).toBe(3);
  });

  it('stops cleanly on SIGTERM', async () => {
    simulator.child.kill('SIGTERM');
    expect(await simulator.exited).toBe(0);
  });
});
