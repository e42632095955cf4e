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
import { PasswordResets } from './modules/accounts/password-reset.service.js';
import { RegistrationService } from './modules/accounts/registration.service.js';
import { MemberSessions } from './modules/accounts/sessions.js';
import { SignIn } from './modules/accounts/sign-in.js';
import { VerificationService } from './modules/accounts/verification.service.js';
import { createAgents } from './modules/agents/agents.js';
import { AnnouncementsService } from './modules/announcements/announcements.service.js';
import { Challenges } from './modules/challenges/challenges.service.js';
import { createChat } from './modules/chat/chat.js';
import { createDeposits } from './modules/deposits/deposits.js';
import { createFairGames } from './modules/fair-games/fair-games.js';
import { createFeedback } from './modules/feedback/feedback.js';
import { GameCatalog } from './modules/games/catalog.service.js';
import { CatalogAdmin } from './modules/games/catalog-admin.js';
import { FavouriteGames } from './modules/games/favourite-games.js';
import { GameLaunch } from './modules/games/game-launch.service.js';
import { RecentGames } from './modules/games/recent-games.js';
import { VendorSecretRotation } from './modules/games/vendor-secret-rotation.js';
import { WinnerBoard } from './modules/games/winner-board.js';
import { createHelp } from './modules/help/help.js';
import { createJackpot } from './modules/jackpot/jackpot.js';
import { Ledger } from './modules/ledger/ledger.service.js';
import { createLottery } from './modules/lottery/lottery.js';
import { SandboxResultFeed } from './modules/lottery/result-feed.js';
import { MemberStatus } from './modules/member-admin/member-status.service.js';
import { MemberTeam } from './modules/member-admin/member-team.service.js';
import { createMessages } from './modules/messages/messages.js';
import { createMissions } from './modules/missions/missions.js';
import { LogSender, type MailSender, Outbox, type SmsProvider } from './modules/notify/notifier.js';
import { createPoints } from './modules/points/points.js';
import { createProvider } from './modules/provider/provider.js';
import { createRaffles } from './modules/raffles/raffles.js';
import { BetRecords } from './modules/records/records.service.js';
import { createReferrals } from './modules/referrals/referrals.js';
import { Reports } from './modules/reports/reports.service.js';
import { createRewards } from './modules/rewards/rewards.js';
import { BankCards } from './modules/security/bank-cards.service.js';
import { ContactCodes } from './modules/security/contact-codes.js';
import { PaymentPasswordFlows } from './modules/security/payment-password.flows.js';
import { PaymentPasswords } from './modules/security/payment-passwords.js';
import { ProfileService } from './modules/security/profile.service.js';
import type { GeoLocator } from './modules/site/geo.js';
import { MerchantDirectory } from './modules/site/merchant-directory.js';
import { SiteService } from './modules/site/site.service.js';
import { SiteAdmin } from './modules/site/site-admin.service.js';
import { StaffService } from './modules/staff/staff.service.js';
import { StaffLogins } from './modules/staff/staff-login.service.js';
import { StaffSecurity } from './modules/staff/staff-security.service.js';
import { StaffSessions } from './modules/staff/staff-sessions.js';
import { StaffTotp } from './modules/staff/staff-totp.js';
import { MemberTransfers } from './modules/transfers/transfers.service.js';
import { StaffAdjustments } from './modules/wallet/adjustments.js';
import { LiveSockets } from './modules/wallet/live-sockets.js';
import { WalletService } from './modules/wallet/wallet.service.js';
import { Wagering } from './modules/withdrawals/wagering.service.js';
import { WithdrawalReview } from './modules/withdrawals/withdrawal-review.service.js';
import { Withdrawals } from './modules/withdrawals/withdrawals.service.js';

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
  const staffSessions = new StaffSessions(db, clock);
  const staffTotp = new StaffTotp(db, clock);
  const paymentPasswords = new PaymentPasswords(db, hasher, limiter);
  const bankCards = new BankCards(db, paymentPasswords);
  const contactCodes = new ContactCodes(challenges, limiter, sms, mail);
  const wagering = new Wagering(db);
  const passwords = new PasswordService(db, clock, hasher, sessions, challenges, signIn);
  const games = new GameCatalog(db);
  const merchants = new MerchantDirectory(db);
  const provider = createProvider({ db, clock, ledger, merchants });
  const recentGames = new RecentGames(db, clock, games);
  const lottery = createLottery({
    db,
    clock,
    ledger,
    feed: deps.config.lotteryFeed === 'sandbox' ? new SandboxResultFeed() : null,
    leaseMs: deps.config.lotteryLeaseMs,
  });
  await lottery.syncCatalog();
  const betRecords = new BetRecords(db, clock);
  const rewards = createRewards({ db, clock, ledger });
  const points = createPoints({ db, clock, ledger, paymentPasswords });
  const missions = createMissions({ db, clock, ledger });
  const raffles = createRaffles({ db, clock, ledger });
  const messages = createMessages({ db, clock });
  const referrals = createReferrals({
    db,
    clock,
    ledger,
    site: { publicUrl: deps.config.publicUrl, port: deps.config.port },
  });
  return {
    db,
    clock,
    geo: deps.geo,
    hasher,
    sealed,
    sessions,
    site,
    challenges,
    ledger,
    wallet: new WalletService(db, ledger),
    adjustments: new StaffAdjustments(clock, ledger),
    liveSockets: new LiveSockets(sessions),
    merchants,
    provider,
    outbox: new Outbox(db),
    staffSessions,
    staff: new StaffService(db, hasher, staffSessions),
    memberStatus: new MemberStatus(db, sessions),
    memberTeam: new MemberTeam(db, sessions),
    staffLogins: new StaffLogins(db, hasher, limiter, challenges, staffSessions, staffTotp),
    staffSecurity: new StaffSecurity(db, hasher, limiter, staffSessions, staffTotp),
    accounts: new AccountsService(db, clock, hasher, limiter, signIn, sessions, ledger),
    registration: new RegistrationService(db, hasher, challenges, site, signIn),
    logins: new LoginService(db, clock, hasher, limiter, challenges, site, signIn),
    passwords,
    passwordResets: new PasswordResets(
      db,
      clock,
      hasher,
      sessions,
      passwords,
      challenges,
      limiter,
      mail,
      deps.log,
      { publicUrl: deps.config.publicUrl, port: deps.config.port },
    ),
    verification: new VerificationService(db, limiter, challenges, sms),
    deposits: createDeposits({
      db,
      clock,
      ledger,
      log: deps.log,
      publicUrl: deps.config.publicUrl,
      merchants,
      listener: rewards.deposits,
    }),
    paymentPasswords,
    bankCards,
    profiles: new ProfileService(db, clock, sessions, contactCodes),
    paymentPasswordFlows: new PaymentPasswordFlows(db, hasher, paymentPasswords, contactCodes),
    memberTransfers: new MemberTransfers(db, ledger, paymentPasswords),
    wagering,
    withdrawals: new Withdrawals(db, clock, ledger, paymentPasswords, bankCards, wagering),
    withdrawalReview: new WithdrawalReview(db, clock, ledger),
    games,
    catalogAdmin: new CatalogAdmin(db, games),
    vendorSecretRotation: new VendorSecretRotation(db, clock, provider.secrets),
    reports: new Reports(db, () => clock.now()),
    siteAdmin: new SiteAdmin(db, merchants),
    favouriteGames: new FavouriteGames(db, clock, limiter, games),
    recentGames,
    gameLaunch: new GameLaunch(games, recentGames, provider.tokens, deps.config.providerSimulator.url),
    winnerBoard: new WinnerBoard(db, clock),
    betRecords,
    agents: createAgents({
      db,
      clock,
      hasher,
      records: betRecords,
      site: { publicUrl: deps.config.publicUrl, port: deps.config.port },
      ledger,
      merchants,
    }),
    announcements: new AnnouncementsService(db, clock),
    fairGames: createFairGames({ db, clock, ledger, wallet: provider.wallet }),
    lottery,
    rewards,
    points,
    missions,
    raffles,
    messages,
    chat: createChat({ db, clock }),
    feedback: createFeedback({ db, clock, limiter, messages }),
    help: createHelp({ db, clock }),
    referrals,
    jackpot: createJackpot({ db, clock, ledger }),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
