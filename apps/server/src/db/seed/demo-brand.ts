import type { CashierSettings, RegisterSettings, Resource, SiteStatusSettings } from '@tessera/contracts';
import type { PasswordHasher } from '../../lib/passwords.js';
import type { Db } from '../database.js';
import { seedDemoContracts } from './demo-contracts.js';
import { seedDemoVipLevels } from './demo-vip-levels.js';

export const DEMO_MERCHANT = 'TESSERA';
/** The brand default password handed to downlines; a member holding it must change it (spec §9 `{secret}`). */
export const DEMO_DEFAULT_PASSWORD = 'Welcome123';
/** The demo brand's row (its id), if this database has it: what every later demo seed adds to. */
export function demoMerchant(db: Db): Promise<{ id: number } | undefined> {
  return db.selectFrom('merchants').select('id').where('code', '=', DEMO_MERCHANT).executeTakeFirst();
}

export const DEMO_MEMBER = { username: 'demo01', password: 'Demo1234' };
export const DEMO_AGENT = { username: 'agent01', password: 'Agent1234', affiliateCode: 'TESSERA1' };

const rule = (
  enabled: boolean,
  required: boolean,
  minLength: number,
  maxLength: number,
  patternId: number,
) => ({
  enabled,
  required,
  minLength,
  maxLength,
  patternId,
  acceptedPattern: null,
});

export const DEMO_REGISTER_SETTINGS: RegisterSettings = {
  fields: {
    username: rule(true, true, 6, 16, 1),
    password: rule(true, true, 8, 64, 23),
    payeeName: rule(true, false, 2, 50, 21),
    paymentPassword: rule(false, false, 6, 6, 6),
    qqNum: rule(false, false, 5, 12, 6),
    line: rule(false, false, 2, 30, 9),
    whatsapp: rule(false, false, 6, 15, 6),
    facebook: rule(false, false, 2, 50, 9),
    wechat: rule(false, false, 2, 30, 9),
    idNumber: rule(false, false, 6, 20, 4),
    email: rule(true, false, 5, 100, 3),
    mobileNum: rule(true, false, 6, 15, 6),
    affiliateCode: rule(true, false, 4, 16, 4),
    captcha: rule(false, false, 5, 5, 4),
    recommenderId: rule(false, false, 4, 20, 4),
  },
  captcha: false,
  humanCheck: true,
  minimumAge: 18,
  defaultCountryDialingCode: '+880',
};

export const DEMO_STATUS: SiteStatusSettings = {
  maintenance: { enabled: false, from: null, to: null, message: null },
  regions: { blockedCountries: [], allowIps: [], denyIps: [] },
};

/**
 * No live-chat link: the live chat is not built yet, and a link to a made-up address opened a
 * window to nowhere. Customer service answers in the site with these channels (decision 0025).
 */
const DEMO_RESOURCES: Resource[] = [
  { resourceType: 'WHATSAPP', labelNameEn: 'WhatsApp', url: 'https://wa.me/8801700000000' },
  { resourceType: 'FACEBOOK', labelNameEn: 'Facebook', url: 'https://facebook.com/tessera.demo' },
  { resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.me/tessera_demo' },
  { resourceType: 'YOUTUBE', labelNameEn: 'YouTube', url: 'https://youtube.com/@tessera.demo' },
  // The iOS download is the configuration profile the server makes for the brand (decision 0054):
  // a Web Clip that opens the site full screen. The demo ships no native Android app.
  { resourceType: 'APP_IOS', labelNameEn: 'Tessera for iPhone', url: '/app/ios.mobileconfig' },
  // The footer's payment images (spec §2.5): the ways members pay, logos the site ships (decision 0052).
  { resourceType: 'PAYMENT', labelNameEn: 'bKash', url: '/images/payments/bkash.svg' },
  { resourceType: 'PAYMENT', labelNameEn: 'Nagad', url: '/images/payments/nagad.svg' },
  { resourceType: 'PAYMENT', labelNameEn: 'Rocket', url: '/images/payments/rocket.svg' },
  { resourceType: 'PAYMENT', labelNameEn: 'Upay', url: '/images/payments/upay.svg' },
  { resourceType: 'PAYMENT', labelNameEn: 'Bank transfer', url: '/images/payments/bank-transfer.svg' },
  { resourceType: 'PAYMENT', labelNameEn: 'Visa', url: '/images/payments/visa.svg' },
];

export const DEMO_FLAGS: Record<string, boolean> = {
  USERNAMEREG3: true,
  MOBILEVERCODELOGIN3: true,
  DIRECTREG3: true,
  MOBILEREG3: true,
  MOBILENUMPASSREG3: true,
  REGMOBVERF3: true,
  PWDEXPFORCECHANGE3: true,
  UNREGIPVERF3: false,
  FREEPLAY3: true,
  AGENTPOLICY3: true,
  FIREBASE3: false,
  GOOGLELOGIN3: false,
  FACEBOOKLOGIN3: false,
};

/** Demo cashier: a bank transfer channel staff approve, and the bundled sandbox online gateway. */
export const DEMO_CASHIER: CashierSettings = {
  deposit: {
    channels: [
      {
        code: 'BANK',
        type: 'BANK',
        name: 'Bank transfer',
        enabled: true,
        min: 20_000,
        max: 10_000_000,
        presets: [50_000, 100_000, 200_000, 500_000, 1_000_000],
        bank: { bankName: 'Demo Bank', accountName: 'Tessera Ltd', accountNumber: '0123456789' },
      },
      {
        code: 'SANDBOX',
        type: 'GATEWAY',
        name: 'Online payment (sandbox)',
        enabled: true,
        min: 10_000,
        max: 5_000_000,
        presets: [10_000, 50_000, 100_000, 500_000],
        gateway: 'SANDBOX',
      },
    ],
    expiryMinutes: 30,
    maxPending: 3,
  },
  withdraw: { min: 50_000, max: 5_000_000, dailyCount: 5, autoReceiveMinutes: 30, maxCards: 5 },
};

/** Game vendors whose wallets members hold in transfer-wallet mode (the catalog extends the list). */
export const DEMO_VENDORS = [
  { code: 'BGS', name: 'Tessera Originals', wallet_type_id: 100 },
  { code: 'LVS', name: 'Lumen Live', wallet_type_id: 101 },
  { code: 'SLT', name: 'Starlight Slots', wallet_type_id: 102 },
  { code: 'SPX', name: 'Sportex', wallet_type_id: 103 },
];

/** The demo brand of the spec's deployed configuration, its administrator and two demo accounts. */
export async function seedDemoBrand(db: Db, hasher: PasswordHasher, adminPassword: string): Promise<void> {
  const merchant = await db
    .insertInto('merchants')
    .values({
      code: DEMO_MERCHANT,
      name: 'Tessera',
      platform: 'WEB',
      lottery_type: 'SEA',
      default_language: 'BN',
      languages: JSON.stringify(['BN', 'EN']),
      currency: 'BDT',
      currency_symbol: '৳',
      time_zone: 'Asia/Dhaka',
      currency_scale: 2,
      default_password_hash: await hasher.hash(DEMO_DEFAULT_PASSWORD),
      flags: JSON.stringify(DEMO_FLAGS),
      modules: JSON.stringify({}),
      register_settings: JSON.stringify(DEMO_REGISTER_SETTINGS),
      status_settings: JSON.stringify(DEMO_STATUS),
      resources: JSON.stringify(DEMO_RESOURCES),
      cdn: JSON.stringify({ image: ['/'], launch: ['/'] }),
      allow_plain_payloads: false,
      dev_inbox: true,
      // The demo's staff log in with a password alone (decision 0021); every other brand asks a code.
      staff_totp_required: false,
      password_max_age_days: 90,
      wallet_settings: JSON.stringify({ isSingle: false, trialCredit: 200_000 }),
      cashier_settings: JSON.stringify(DEMO_CASHIER),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('game_vendors')
    .values(DEMO_VENDORS)
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  await db
    .insertInto('merchant_domains')
    .values([
      { domain: 'localhost', merchant_id: merchant.id, main: true },
      { domain: '127.0.0.1', merchant_id: merchant.id, main: false },
      // Mirrors of the demo (spec §2.1 mirror list): *.localhost reaches this machine in browsers.
      { domain: 'play.tessera.localhost', merchant_id: merchant.id, main: false },
      { domain: 'bd.tessera.localhost', merchant_id: merchant.id, main: false },
    ])
    .execute();
  await db
    .insertInto('staff')
    .values({
      merchant_id: merchant.id,
      username: 'admin',
      password_hash: await hasher.hash(adminPassword),
      role: 'admin',
    })
    .execute();
  const agent = await db
    .insertInto('members')
    .values({
      merchant_id: merchant.id,
      username: DEMO_AGENT.username,
      username_lower: DEMO_AGENT.username,
      password_hash: await hasher.hash(DEMO_AGENT.password),
      type: 1,
      affiliate_code: DEMO_AGENT.affiliateCode,
      path: '/',
      language: 'BN',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('members')
    .values({
      merchant_id: merchant.id,
      username: DEMO_MEMBER.username,
      username_lower: DEMO_MEMBER.username,
      password_hash: await hasher.hash(DEMO_MEMBER.password),
      parent_id: agent.id,
      path: `/${agent.id}/`,
      payee_name: 'Demo Player',
      language: 'BN',
    })
    .execute();
  await seedDemoContracts(db, merchant.id, agent.id, new Date());
  await seedDemoVipLevels(db, merchant.id);
}
