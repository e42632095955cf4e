import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { SealedPayloads } from './http/sealed-payloads.js';
import { PasswordHasher } from './lib/passwords.js';
import type { RateLimiter } from './lib/rate-limiter.js';
import { AccountsService } from './modules/accounts/accounts.service.js';
import { LoginService } from './modules/accounts/login.service.js';
import { PasswordService } from './modules/accounts/password.service.js';
import { RegistrationService } from './modules/accounts/registration.service.js';
import { MemberSessions } from './modules/accounts/sessions.js';
import { SignIn } from './modules/accounts/sign-in.js';
import { VerificationService } from './modules/accounts/verification.service.js';
import { Challenges } from './modules/challenges/challenges.service.js';
import { Ledger } from './modules/ledger/ledger.service.js';
import { LogSender, type MailSender, Outbox, type SmsProvider } from './modules/notify/notifier.js';
import type { GeoLocator } from './modules/site/geo.js';
import { MerchantDirectory } from './modules/site/merchant-directory.js';
import { SiteService } from './modules/site/site.service.js';
import { StaffService } from './modules/staff/staff.service.js';

export interface ServiceDeps {
  config: Config;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
  geo: GeoLocator;
  /** Adapters for outside services; the built-in log sender when not given. */
  sms?: SmsProvider;
  mail?: MailSender;
}

/** Build every service once, wiring their dependencies by hand (no container, no magic). */
export async function createServices(deps: ServiceDeps) {
  const { db, clock, limiter } = deps;
  const logSender = new LogSender(db, deps.log);
  const sms = deps.sms ?? logSender;
  const mail = deps.mail ?? logSender;
  const hasher = new PasswordHasher(deps.config.argon2);
  const sealed = new SealedPayloads(db, clock);
  await sealed.init();
  const sessions = new MemberSessions(db, clock);
  const signIn = new SignIn(sessions, clock);
  const site = new SiteService(clock, deps.geo);
  const challenges = new Challenges(db, clock, limiter);
  const ledger = new Ledger(db, clock);
  return {
    db,
    clock,
    hasher,
    sealed,
    sessions,
    site,
    challenges,
    ledger,
    merchants: new MerchantDirectory(db),
    outbox: new Outbox(db),
    staff: new StaffService(db, clock, hasher, limiter),
    accounts: new AccountsService(db, clock, hasher, limiter, signIn, sessions),
    registration: new RegistrationService(db, hasher, challenges, site, signIn),
    logins: new LoginService(db, clock, hasher, limiter, challenges, site, signIn),
    passwords: new PasswordService(db, clock, hasher, sessions, challenges, limiter, mail, signIn),
    verification: new VerificationService(db, limiter, challenges, sms),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
