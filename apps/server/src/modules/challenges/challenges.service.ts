import { createHash, timingSafeEqual } from 'node:crypto';
import type { HumanCheckPuzzle } from '@tessera/contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { readJson } from '../../lib/json-column.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { randomDigits, randomId } from '../../lib/tokens.js';
import type { Merchant } from '../site/merchant.js';
import { drawCaptcha, randomCaptchaText } from './captcha-image.js';
import { drawSliderPuzzle } from './slider-image.js';

const CAPTCHA_MINUTES = 5;
const HUMAN_CHECK_MINUTES = 3;
/** How far from the gap the dropped piece may land, in image pixels. */
const HUMAN_CHECK_TOLERANCE = 4;
const MAX_CODE_ATTEMPTS = 5;
/** Captcha images one IP may draw a minute, whatever cookies it sends (a shared NAT draws many). */
const CAPTCHAS_PER_IP = 30;
/** The cookie a captcha image is bound to (GET /wps/captcha sets it); answering spends the captcha. */
export const CAPTCHA_COOKIE = 'tessera_captcha';

const digest = (id: string, answer: string) =>
  createHash('sha256').update(`${id}:${answer}`).digest('base64url');

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Single-use secrets a person answers: captcha images, slider puzzles, SMS codes and tickets.
 * Answers are stored hashed with their id; each one is spent by an atomic update, so two
 * concurrent answers to one challenge cannot both pass.
 */
export class Challenges {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
  ) {}

  private minutesFromNow(minutes: number): Date {
    return new Date(this.clock.now().getTime() + minutes * 60_000);
  }

  private async create(
    merchant: Merchant,
    kind: string,
    subject: string,
    answer: string,
    minutes: number,
    data: Record<string, unknown> = {},
  ): Promise<string> {
    const id = randomId();
    await this.db
      .insertInto('challenges')
      .values({
        id,
        kind,
        merchant_id: merchant.id,
        subject,
        answer: digest(id, answer),
        data: JSON.stringify(data),
        expires_at: this.minutesFromNow(minutes),
      })
      .execute();
    return id;
  }

  /** Spend a challenge if it is live; returns its data, or null when unknown, expired or spent. */
  private async spend(merchant: Merchant, kind: string, id: string) {
    return this.db
      .updateTable('challenges')
      .set({ consumed_at: this.clock.now() })
      .where('id', '=', id)
      .where('kind', '=', kind)
      .where('merchant_id', '=', merchant.id)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', this.clock.now())
      .returning(['answer', 'data', 'subject'])
      .executeTakeFirst();
  }

  /**
   * A captcha image; at most one a second per visitor (its cookie, or its IP without one) and
   * CAPTCHAS_PER_IP a minute per IP, since the client chooses its cookie. The returned id goes
   * into the cookie.
   */
  async newCaptcha(merchant: Merchant, visitor: string, ip: string): Promise<{ id: string; png: Buffer }> {
    const ipKey = `captcha-ip:${merchant.id}:${ip}`;
    const [byVisitor, byIp] = await Promise.all([
      this.limiter.hit(`captcha:${merchant.id}:${visitor}`, 1_000),
      this.limiter.hit(ipKey, 60_000),
    ]);
    if (byIp > CAPTCHAS_PER_IP) {
      const wait = await this.limiter.retryAfterMs(ipKey);
      throw new AppError('too.many.requests', { seconds: Math.max(1, Math.ceil(wait / 1000)) });
    }
    if (byVisitor > 1) throw new AppError('too.many.requests', { seconds: 1 });
    const text = randomCaptchaText();
    // The text is kept beside its hash: a five-minute, single-use captcha is no secret worth hiding at rest.
    const id = await this.create(merchant, 'captcha', visitor, text, CAPTCHA_MINUTES, { text });
    return { id, png: drawCaptcha(text) };
  }

  /** Check a captcha answer; the captcha is spent either way. */
  async checkCaptcha(
    merchant: Merchant,
    id: string | undefined,
    answer: string | undefined,
  ): Promise<boolean> {
    if (!id || !answer) return false;
    const row = await this.spend(merchant, 'captcha', id);
    return row !== undefined && same(row.answer, digest(id, answer.trim().toUpperCase()));
  }

  async newHumanCheck(merchant: Merchant, visitor: string): Promise<HumanCheckPuzzle> {
    const count = await this.limiter.hit(`human:${merchant.id}:${visitor}`, 60_000);
    if (count > 60) throw new AppError('too.many.requests', { seconds: 60 });
    const puzzle = drawSliderPuzzle();
    const id = await this.create(merchant, 'human', visitor, '', HUMAN_CHECK_MINUTES, { x: puzzle.x });
    return {
      id,
      width: puzzle.width,
      height: puzzle.height,
      pieceSize: puzzle.pieceSize,
      pieceY: puzzle.y,
      background: puzzle.background.toString('base64'),
      piece: puzzle.piece.toString('base64'),
    };
  }

  /** Refuse unless the answer solves a live puzzle; a puzzle is good for one try. */
  async assertHuman(merchant: Merchant, answer: { id: string; x: number } | undefined): Promise<void> {
    if (!merchant.register.humanCheck) return;
    if (!answer) throw new AppError('human.check.required');
    const row = await this.spend(merchant, 'human', answer.id);
    const data = row ? readJson<{ x?: unknown }>(row.data) : null;
    if (!data || Math.abs(Number(data.x) - answer.x) > HUMAN_CHECK_TOLERANCE)
      throw new AppError('human.check.failed');
  }

  /** A 6-digit code for `subject` (a phone or e-mail); the caller sends it. */
  async issueCode(merchant: Merchant, purpose: string, subject: string, minutes: number): Promise<string> {
    const code = randomDigits(6);
    await this.create(merchant, `code:${purpose}`, subject, code, minutes);
    return code;
  }

  /** Check the newest live code for `subject`; five wrong tries spend it. */
  async checkCode(merchant: Merchant, purpose: string, subject: string, code: string): Promise<boolean> {
    const kind = `code:${purpose}`;
    const latest = await this.db
      .selectFrom('challenges')
      .select(['id', 'answer', 'attempts'])
      .where('merchant_id', '=', merchant.id)
      .where('kind', '=', kind)
      .where('subject', '=', subject)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', this.clock.now())
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!latest || latest.attempts >= MAX_CODE_ATTEMPTS) return false;
    if (!same(latest.answer, digest(latest.id, code.trim()))) {
      await this.db
        .updateTable('challenges')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', latest.id)
        .execute();
      return false;
    }
    return (await this.spend(merchant, kind, latest.id)) !== undefined;
  }

  /** A ticket that carries data between two steps of one flow (second-factor login). */
  async issueTicket(
    merchant: Merchant,
    purpose: string,
    subject: string,
    data: Record<string, unknown>,
    minutes: number,
  ) {
    const secret = randomId(24);
    const id = await this.create(merchant, `ticket:${purpose}`, subject, secret, minutes, data);
    return `${id}.${secret}`;
  }

  /** Read a live ticket without spending it. */
  async readTicket(
    merchant: Merchant,
    purpose: string,
    ticket: string,
  ): Promise<Record<string, unknown> | null> {
    const [id, secret] = ticket.split('.', 2);
    if (!id || !secret) return null;
    const row = await this.db
      .selectFrom('challenges')
      .select(['answer', 'data'])
      .where('id', '=', id)
      .where('kind', '=', `ticket:${purpose}`)
      .where('merchant_id', '=', merchant.id)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', this.clock.now())
      .executeTakeFirst();
    if (!row || !same(row.answer, digest(id, secret))) return null;
    return readJson<Record<string, unknown>>(row.data);
  }

  /**
   * Count one wrong answer given with a live ticket; the `maxTries`-th spends it. One atomic
   * update, so concurrent wrong answers cannot overshoot. Answers whether the ticket is now spent.
   */
  async failTicket(merchant: Merchant, purpose: string, ticket: string, maxTries: number): Promise<boolean> {
    const [id] = ticket.split('.', 1);
    if (!id) return true;
    const now = this.clock.now();
    const row = await this.db
      .updateTable('challenges')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        consumed_at: eb
          .case()
          .when('attempts', '>=', maxTries - 1)
          .then(eb.cast<Date>(eb.val(now), 'timestamptz'))
          .else(null)
          .end(),
      }))
      .where('id', '=', id)
      .where('kind', '=', `ticket:${purpose}`)
      .where('merchant_id', '=', merchant.id)
      .where('consumed_at', 'is', null)
      .returning('consumed_at')
      .executeTakeFirst();
    return !row || row.consumed_at !== null;
  }

  /** Spend every live ticket of `purpose` for `subject` (a newer one replaces them). */
  async spendTickets(merchant: Merchant, purpose: string, subject: string): Promise<void> {
    await this.db
      .updateTable('challenges')
      .set({ consumed_at: this.clock.now() })
      .where('merchant_id', '=', merchant.id)
      .where('kind', '=', `ticket:${purpose}`)
      .where('subject', '=', subject)
      .where('consumed_at', 'is', null)
      .execute();
  }

  async spendTicket(merchant: Merchant, purpose: string, ticket: string): Promise<boolean> {
    const [id] = ticket.split('.', 1);
    return id ? (await this.spend(merchant, `ticket:${purpose}`, id)) !== undefined : false;
  }
}
