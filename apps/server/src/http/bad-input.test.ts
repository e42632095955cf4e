import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ENDPOINTS,
  type Endpoint,
  ERROR_CODES,
  type ErrorCode,
  fillPath,
  login,
  putSiteFlags,
  staffLogin,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { solveHumanCheck, staffToken } from '../../test/helpers.js';
import { sealRaw } from '../../test/raw-seal.js';
import { type CallResult, createTestApp, expectRefusal, type TestApp } from '../../test/test-app.js';
import { DEMO_MEMBER, DEMO_REGISTER_SETTINGS, DEMO_STATUS } from '../db/seed/demo-brand.js';

const LONG = 'x'.repeat(10_000);
const NUMBER = 12345;
const human = { id: 'puzzle-id', x: 120 };
const phone = { mobileNum: '1712345678', countryDialingCode: '+880' };
/** Every field of an announcement filled (its type rules are the server's, not the schema's). */
const ANNOUNCEMENT = {
  contentType: 'PU',
  platform: 'W',
  groupName: 'w_home',
  title: { EN: 'Deposit bonus', BN: 'জমা বোনাস' },
  content: { EN: '<p>Bonus</p>', BN: '<p>বোনাস</p>' },
  imageUrl: '/images/banners/w_home-1.svg',
  url: '/promotions',
  linkageType: 'ROUTE',
  execution: 'A',
  promotionType: 'DEPOSIT_BONUS',
  sort: 1,
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: '2026-02-01T00:00:00Z',
  status: 'ACTIVE',
};

/** A help topic and an article as content staff write them (decision 0053). */
const HELP_TOPIC = { kind: 'HELP', title: { EN: 'Deposits', BN: 'জমা' }, published: true };
const HELP_ARTICLE = {
  topicId: 1,
  title: { EN: 'How do I deposit?', BN: 'কীভাবে জমা দেব?' },
  body: { EN: '<p>Open <b>Deposit</b>.</p>', BN: '<p><b>জমা</b> খুলুন।</p>' },
  published: true,
};

const UUID = '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e81';
/** Live chat (decision 0050): a visitor's token, a tiny real PNG and a canned reply. */
const VISITOR = 'v'.repeat(43);
const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const CANNED_REPLY = { language: 'EN', title: 'Greeting', text: 'Hello! How can I help?', sortOrder: 1 };
/** A promotion as staff write it, every field filled. */
const PROMOTION = {
  type: 'DEPOSIT',
  title: { EN: 'Weekend reload', BN: 'সপ্তাহান্তের রিলোড' },
  summary: { EN: '50% up to 500' },
  content: { EN: '<p>Deposit and get more.</p>' },
  image: '/images/promotions/reload.svg',
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: '2026-02-01T00:00:00Z',
  joinRequired: true,
  frequency: 'WEEKLY',
  newMemberDays: 30,
  channels: ['BANK'],
  minDeposit: 100,
  rewardFixed: 0,
  rewardBp: 5000,
  rewardCap: 500,
  claimMode: 'AUTO',
  wagering: 10,
  weights: { RNG: 100, LIVE: 10 },
  bonusDays: 7,
  maxBet: 50,
  exclusive: true,
  sortOrder: 1,
};
/** A points mall item as staff write it, every field filled. */
const MISSION = {
  title: { EN: 'Spin the slots', BN: 'স্লট ঘোরান' },
  period: 'DAILY',
  goal: 'VALID_BET',
  categories: ['RNG'],
  target: 500,
  rewardType: 'CASH',
  rewardAmount: 10,
  score: 10,
  status: 'DRAFT',
  startsAt: '2026-11-25T00:00:00Z',
};
const POINT_ITEM = {
  name: { EN: 'Mobile top-up', BN: 'মোবাইল রিচার্জ' },
  description: { EN: 'Airtime sent within a day' },
  image: '/images/points/topup-100.svg',
  points: 8000,
  amountRequired: 500,
  stock: 10,
  enabled: true,
  sortOrder: 1,
};
/** A raffle as staff write it, every field filled. */
const RAFFLE = {
  kind: 'WHEEL',
  title: { EN: 'Lucky wheel', BN: 'লাকি হুইল' },
  summary: { EN: 'Spin for prizes' },
  icon: '/images/raffles/wheel.svg',
  prizes: [
    { label: { EN: '৳10' }, weight: 1, type: 'CASH', amount: 10, wageringMultiple: 0 },
    { label: { EN: 'Try again' }, weight: 3, type: 'NOTHING', amount: 0, wageringMultiple: 0 },
  ],
  rules: [{ source: 'DEPOSIT', minAmount: 500, tickets: 1 }],
  enabled: false,
  startsAt: '2026-11-25T00:00:00Z',
  endsAt: '2026-12-25T00:00:00Z',
  sortOrder: 1,
};
const CHANNEL = {
  type: 'BANK',
  name: 'City Bank transfer',
  enabled: true,
  min: 200,
  max: 50_000,
  presets: [500, 1_000],
  bank: { bankName: 'City Bank', accountName: 'Tessera Ltd', accountNumber: '1234567890' },
};

/** A body or query each endpoint accepts, so a refusal is down to what the test changed in it. */
const SAMPLES: Record<string, Record<string, unknown>> = {
  'PUT /wps/member/language': { language: 'EN' },
  'GET /wps/dev/inbox': { to: '+8801712345678' },
  'GET /wps/agent/affiliate': { code: 'TESSERA1', domain: 'localhost' },
  'POST /wps/session/login': {
    username: 'demo01',
    password: 'Demo1234',
    type: 'username',
    countryDialingCode: '+880',
    captcha: 'ABCDE',
    humanCheck: human,
    secondFactor: { ticket: 'ticket', method: 'SMS', code: '123456' },
  },
  'POST /wps/session/login/freeplay': { os: 'Android', platform: 'W', token: 'abc', gatewayVersion: 2 },
  'POST /wps/verification/sms/noLogin': { ...phone, humanCheck: human },
  'POST /wps/verification/sms/register': {
    mobileNo: '1712345678',
    countryDialingCode: '+880',
    regType: 'x',
    humanCheck: human,
  },
  'POST /wps/verification/sms/secondFactor': { ticket: 'ticket' },
  'PUT /wps/member/register': {
    username: 'newplayer1',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    payeeName: 'Rahim Uddin',
    email: 'rahim@example.com',
    ...phone,
    affiliateCode: 'TESSERA1',
    ageConfirmed: true,
    humanCheck: human,
  },
  'PUT /wps/member/register/mobile': {
    ...phone,
    password: 'Secret123',
    verificationCode: '123456',
    humanCheck: human,
  },
  'POST /wps/member/password': {
    oldPassword: 'wrong-old',
    newPassword: 'Secret123',
    confirmNewPassword: 'Secret123',
  },
  'POST /wps/member/password/email': { username: 'demo01', email: 'demo@example.com' },
  'POST /wps/member/password/email/check': { token: 'made.up' },
  'POST /wps/member/password/email/reset': {
    token: 'made.up',
    newPassword: 'Secret 123!',
    confirmNewPassword: 'Secret 123!',
  },
  'POST /wps/member/password/verification': {
    ...phone,
    newPassword: 'Secret123',
    verificationCode: '123456',
  },
  'POST /wps/verification/sms/resetPassword': { ...phone, humanCheck: human },
  'POST /wps/member/totp/setup': { password: 'wrong-password' },
  'POST /wps/member/totp/enable': { code: '123456' },
  'POST /wps/member/totp/disable': { password: 'wrong-password' },
  'POST /bo/api/auth/login': { username: 'admin', password: 'wrong-password' },
  'POST /bo/api/auth/login/totp': { ticket: 'made.up', code: '123456' },
  'PUT /bo/api/auth/password': { currentPassword: 'wrong-password', newPassword: 'Long-enough-1' },
  'POST /bo/api/auth/totp/setup': { password: 'wrong-password' },
  'POST /bo/api/auth/totp/confirm': { code: '123456' },
  'PUT /bo/api/staff/:staffId/status': { status: 'ACTIVE' },
  'GET /bo/api/adjustments': { status: 'PENDING', pageNo: '1', pageSize: '20' },
  'POST /bo/api/adjustments/:id/reject': { note: 'typo in the amount' },
  'PUT /bo/api/site/flags': { flags: { FREEPLAY3: true }, modules: { LIVE: true } },
  'PUT /bo/api/site/register-settings': DEMO_REGISTER_SETTINGS,
  'PUT /bo/api/site/status': DEMO_STATUS,
  'POST /bo/api/staff': { username: 'cashdesk', password: 'Long-enough-1', role: 'finance' },
  'GET /wps/relay/GCS_merchantWallet': { merchantCode: 'TESSERA' },
  'POST /wps/relay/GCS_walletTransfer': {
    requestId: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e6f',
    from: 2,
    to: 100,
    amount: 10.5,
  },
  'GET /wps/member/transactions': {
    type: 'DEPOSIT',
    from: '2026-01-01',
    to: '2026-01-31',
    pageNo: '1',
    pageSize: '20',
  },
  'POST /bo/api/members/:memberId/adjustments': { amount: 10.5, reason: 'goodwill credit' },
  'PUT /wps/member/profile': { nickname: 'Rahim', payeeName: 'Rahim Uddin', birthday: '1990-05-01' },
  'POST /wps/member/mobile/sms': phone,
  'POST /wps/member/mobile': { ...phone, verificationCode: '123456' },
  'POST /wps/member/email/code': { email: 'rahim@example.com' },
  'POST /wps/member/email': { email: 'rahim@example.com', verificationCode: '123456' },
  'PUT /wps/member/payment-password': { newPassword: '123456', confirmPassword: '123456' },
  'POST /wps/member/payment-password': {
    newPassword: '123456',
    confirmPassword: '123456',
    oldPassword: '654321',
  },
  'POST /wps/member/bank-cards': {
    bankName: 'Demo Bank',
    cardNumber: '1234567890123456',
    holderName: 'Demo Player',
    branch: 'Dhaka',
    paymentPassword: '123456',
  },
  'POST /wps/member/transfer/upline': {
    amount: 10.5,
    paymentPassword: '123456',
    requestId: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e70',
  },
  'POST /wps/agent/transfer/downline': { username: 'demo01', amount: 10.5, paymentPassword: '123456' },
  'GET /wps/agent/downlines': { username: 'demo', scope: 'all', pageNo: '1', pageSize: '10' },
  'POST /wps/agent/downlines': { account: 'newdownline', kind: 'MEMBER', nickname: 'Rafi' },
  'POST /wps/agent/invitations': { kind: 'AGENT' },
  'GET /wps/agent/overview': { period: 'custom', from: '2026-11-01', to: '2026-11-07' },
  'GET /wps/agent/bets': {
    period: 'thisWeek',
    gameType: 'RNG',
    account: 'demo01',
    pageNo: '1',
    pageSize: '20',
  },
  'GET /wps/agent/statements': { period: 'lastMonth', account: 'demo01', pageNo: '1', pageSize: '20' },
  'GET /wps/agent/transactions': { period: 'today', kind: 'DEPOSIT', account: 'demo01', pageNo: '1' },
  'POST /wps/agent/contracts': {
    account: 'demo01',
    type: 'DIVIDEND',
    period: 'MONTHLY',
    tiers: [{ minValidBet: 100, minActiveMembers: 1, minNetLoss: 0, rateBp: 50, fixed: 0 }],
    acknowledgeTerminations: false,
  },
  'GET /wps/agent/contracts': {
    direction: 'offered',
    type: 'DIVIDEND',
    state: 'P',
    pageNo: '1',
    pageSize: '20',
  },
  'POST /wps/relay/MCS2_processDividendReq': { id: '1', action: 'A' },
  'POST /wps/relay/MCS2_processDailySalContract': { id: '1', action: 'R' },
  'POST /wps/relay/MCS2_processContractHourSalary': { id: '1', action: 'C' },
  'POST /wps/relay/MCSFE_processRealTimeSalaryContract': { id: '1', action: 'A' },
  'GET /wps/agent/bills': {
    direction: 'paid',
    type: 'DAILY_SALARY',
    from: '2026-11-01',
    to: '2026-11-07',
    pageNo: '1',
  },
  'GET /bo/api/agents/tree': {
    parentId: '1',
    account: 'agent01',
    memberId: '1',
    pageNo: '1',
    pageSize: '50',
  },
  'GET /bo/api/agents/:memberId/report': { period: 'custom', from: '2026-11-01', to: '2026-11-07' },
  'GET /bo/api/agent-contracts': { account: 'agent01', type: 'DIVIDEND', state: 'V', pageNo: '1' },
  'POST /bo/api/agent-contracts': {
    memberId: 1,
    type: 'DAILY_SALARY',
    tiers: [{ minValidBet: 100, minActiveMembers: 1, minNetLoss: 0, rateBp: 50, fixed: 0 }],
  },
  'PUT /bo/api/agent-contracts/:id/suspension': { suspended: true, reason: 'under review' },
  'GET /bo/api/agent-bills': {
    account: 'agent01',
    type: 'DIVIDEND',
    state: 'PAID',
    from: '2026-11-01',
    pageNo: '1',
  },
  'PUT /bo/api/agent-bills/:id/hold': { held: true, reason: 'under review' },
  'POST /wps/withdraw': {
    requestId: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e71',
    amount: 500,
    cardId: 1,
    paymentPassword: '123456',
  },
  'GET /wps/withdraw/records': { state: 'PENDING_REVIEW', pageNo: '1', pageSize: '10' },
  'POST /wps/withdraw/records/:id/receipt': {
    result: 'PARTIAL',
    receivedAmount: 600,
    remainingAmount: 400,
    proofs: [
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    ],
  },
  'GET /bo/api/withdrawals': { state: 'PENDING_REVIEW', pageNo: '1', pageSize: '10' },
  'POST /bo/api/withdrawals/:id/reject': { reason: 'card details do not match' },
  'POST /wps/deposit': { requestId: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e80', channel: 'BANK', amount: 500 },
  'GET /wps/deposit/records': { state: 'PENDING', pageNo: '1', pageSize: '10' },
  'GET /bo/api/deposits': { state: 'PENDING', pageNo: '1', pageSize: '10' },
  'POST /bo/api/deposits/:id/reject': { reason: 'no transfer arrived' },
  'GET /wps/relay/GCSGAME_gameVendor': { merchantCode: 'TESSERA' },
  'GET /wps/relay/GCSGAME_getVassGameType': { vassalage: 'JDR' },
  'GET /wps/relay/GCSGAME_gameList': {
    gameName: 'fortune',
    gameType: 'RNG',
    vassalage: 'SLT',
    gameClassify: 'JP',
    minBet: '1',
    minLineNum: '5',
    pageNo: '1',
    pageSize: '30',
    language: 'EN',
    clientType: 'PC',
    platform: 'WEB',
    merchant: 'TESSERA',
  },
  'GET /wps/relay/GCSGAME_hotGamesV2': {
    vassalage: 'SLT',
    language: 'EN',
    merchantCode: 'TESSERA',
    isPlatform: '1',
    platform: 'W',
  },
  'GET /wps/relay/MCSFE_getFavoriteGamesList': {
    vendor: 'NVA',
    gameType: 'RNG',
    language: 'EN',
    pageNo: '1',
    pageSize: '13',
  },
  'POST /wps/relay/MCSFE_addFavoriteGameV2': { nodeId: 1, vendor: 'NVA', gameType: 'RNG' },
  'DELETE /wps/relay/MCSFE_removeFavoriteGameV2': { nodeId: '1', vendor: 'NVA', gameType: 'RNG' },
  'GET /wps/relay/GCS_recentGame': { language: 'EN' },
  'GET /wps/relay/GLS2_roomList': { vassalage: 'TPK', gameCode: 'TPK0001', language: 'EN' },
  'POST /wps/game/launchGame': {
    nodeId: 1,
    vassalage: 'NVA',
    gameCode: 'NVA0001',
    language: 'EN',
    platform: 'W',
  },
  'GET /wps/relay/GCS_gameLaunchFB': {
    nodeId: '1',
    vassalage: 'NVA',
    gameCode: 'NVA0001',
    language: 'EN',
    platform: 'W',
  },
  'GET /wps/relay/GCSGAME_getRankList': { gameCategory: 'RNG', language: 'EN', limitNum: '20' },
  'GET /wps/member/bets': {
    gameType: 'RNG',
    vassalage: 'NVA',
    from: '2026-01-01',
    to: '2026-01-31',
    pageNo: '1',
    pageSize: '20',
  },
  'GET /wps/member/profit': { period: 'custom', from: '2026-01-01', to: '2026-01-31' },
  'GET /wps/relay/MCSFE_getListAnnouncements': { contentTypes: 'B,PL,PU,PR,H', platform: 'W' },
  'GET /wps/agent/announcements': { pageNo: '1', pageSize: '10' },
  'GET /bo/api/announcements': { contentType: 'PL', status: 'ACTIVE', pageNo: '1', pageSize: '20' },
  'POST /bo/api/announcements': ANNOUNCEMENT,
  'PUT /bo/api/announcements/:id': ANNOUNCEMENT,
  'POST /wps/fair/seeds/rotate': { clientSeed: 'lucky-seed' },
  'POST /wps/fair/bets': {
    requestId: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e90',
    stake: 1,
    params: { game: 'dice', target: 5000, direction: 'over' },
  },
  'POST /wps/fair/mines/reveal': { roundId: '1', tile: 3 },
  'POST /wps/fair/mines/cashout': { roundId: '1' },
  'GET /wps/fair/rounds': { game: 'dice', pageNo: '1', pageSize: '20' },
  'GET /lgw/games/prize_mode': { prizeMode: 'ELOTT' },
  'GET /lgw/vn/numeros/opened/game': { gameCode: 'VN_N' },
  'GET /lotto/lgw/games/opened/numero': { gameCode: 'SSC1' },
  'GET /lgw/games/odds': { gameCode: 'SSC1', prizeMode: 'ELOTT' },
  'GET /lgw/games/results': { gameCode: 'SSC1', pageNo: '1', pageSize: '20' },
  'POST /lotto/lgw/orders': {
    requestId: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e91',
    gameCode: 'SSC1',
    numero: '20261122-0001',
    prizeMode: 'ELOTT',
    lines: [{ betType: 'SSC.POS', picks: [['1'], [], [], [], []], units: 1 }],
    chase: { draws: 3, stopOnWin: true },
  },
  'GET /lotto/lgw/orders': { gameCode: 'SSC1', status: 'OPEN', pageNo: '1', pageSize: '20' },
  'GET /bo/api/lottery/draws': { gameCode: 'VN_N', status: 'CLOSED', pageNo: '1', pageSize: '20' },
  'POST /bo/api/lottery/draws/:id/result': { numbers: ['12345', '67890'], reason: 'official sheet' },
  'POST /bo/api/lottery/draws/:id/cancel': { reason: 'machine fault' },
  'POST /bo/api/lottery/draws/:id/confirm': { numbers: ['12345', '67890'] },
  'PUT /bo/api/lottery/odds': {
    prizeMode: 'ELOTT',
    betType: 'SSC.POS',
    unitPrice: 1,
    payoutMilli: { HIT: 9700 },
  },
  'GET /bo/api/members': { q: 'demo', pageNo: '1', pageSize: '20' },
  'GET /bo/api/members/:memberId/ledger': { before: '100', pageSize: '50' },
  'PUT /bo/api/members/:memberId/status': { status: 'ACTIVE', reason: 'cleared after review' },
  'POST /bo/api/members/:memberId/second-factor/reset': { reason: 'lost phone, identity checked' },
  'POST /bo/api/members/:memberId/notes': { body: 'Called about a late deposit' },
  'PUT /bo/api/members/:memberId/upline': { parentId: null, reason: 'team merge' },
  'GET /bo/api/audit': { action: 'member.', target: 'member:1', pageSize: '20' },
  'PUT /bo/api/staff/:staffId/role': { role: 'risk' },
  'POST /bo/api/payment-channels': { code: 'CITY', ...CHANNEL },
  'PUT /bo/api/payment-channels/:code': { ...CHANNEL, position: 0 },
  'PUT /bo/api/vendors/:code': { status: 'ACTIVE', sort: 1, remark: 'note', offered: true },
  'POST /bo/api/vendors/:code/secret': { graceHours: 24 },
  'GET /bo/api/games': { vendor: 'NVA', q: 'fruit', pageNo: '1', pageSize: '20' },
  'PUT /bo/api/games/:id': { status: 'ACTIVE', hot: false, recommended: false, sort: 1 },
  'GET /bo/api/dashboard': { days: '7' },
  'GET /bo/api/reports/:name': { from: '2026-11-01', to: '2026-11-07' },
  'PUT /bo/api/site/resources': {
    resources: [{ resourceType: 'TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.me/brand' }],
  },
  'PUT /bo/api/site/languages': { languages: ['EN', 'BN'], defaultLanguage: 'EN' },
  'PUT /bo/api/site/domains/:domain': { main: false },
  'GET /bo/api/rounds': { memberId: '1', vendor: 'NVA', pageSize: '20' },
  'GET /bo/api/lottery/bets': { memberId: '1', gameCode: 'SSC1', pageSize: '20' },
  'POST /bo/api/deposits/approve': { ids: [UUID] },
  'POST /bo/api/withdrawals/approve': { ids: [UUID] },
  'GET /wps/relay/MCSFE_getPromotionList': { type: 'DEPOSIT' },
  'GET /wps/relay/MCSFE_getPromotionDetail': { id: '1' },
  'POST /wps/relay/MCSFE_signUpPromotionJoin': { promotionId: '1' },
  'POST /wps/relay/MCSFE_signUpRequestReward': {
    promotionId: '1',
    remark: 'my proof',
    proofs: [
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    ],
  },
  'POST /wps/relay/MCSFE_claimPromotionReward': { promotionId: '1' },
  'GET /wps/relay/MCSFE_getBonusDetails': { state: 'WAGERING', pageNo: '1', pageSize: '10' },
  'POST /wps/relay/MCSFE_forfeitBonus': { bonusId: '1' },
  'GET /bo/api/promotions': { status: 'LIVE', type: 'DEPOSIT' },
  'POST /bo/api/promotions': PROMOTION,
  'PUT /bo/api/promotions/:id': PROMOTION,
  'POST /bo/api/promotions/:id/status': { status: 'LIVE' },
  'POST /bo/api/promotions/preview': { input: PROMOTION, language: 'EN' },
  'GET /bo/api/promotion-applications': { state: 'APPLYING', promotionId: '1', pageNo: '1', pageSize: '20' },
  'POST /bo/api/promotion-applications/:id/approve': { amount: 50 },
  'POST /bo/api/promotion-applications/:id/reject': { reason: 'No proof of the win' },
  'GET /bo/api/bonuses': { memberId: '1', promotionId: '1', state: 'WAGERING', pageNo: '1', pageSize: '20' },
  'POST /bo/api/bonuses/:id/forfeit': { reason: 'Bonus abuse' },
  'GET /wps/relay/MCSFE_getRebateDetails': { pageNo: '1', pageSize: '20' },
  'GET /wps/relay/MCSFE_getCashbackDetails': { pageNo: '1', pageSize: '10' },
  'PUT /bo/api/vip-levels': {
    levels: [
      {
        level: 0,
        name: { EN: 'Member', BN: 'সদস্য' },
        minValidBet: 0,
        minDeposits: 0,
        upgradeBonus: 0,
        rebateBp: { RNG: 120, LIVE: 80 },
        cashbackBp: 0,
        cashbackCap: null,
        keepValidBet: 0,
      },
    ],
    version: '0123456789abcdef',
  },
  'GET /bo/api/reward-costs': { from: '2026-11-01', to: '2026-11-07' },
  'GET /wps/relay/MCS2_getRedeemPointList': { status: 'IN_PROCESS', pageNo: '1', pageSize: '10' },
  'GET /wps/relay/ODSFE2_MemTransDet': { type: 'EARN', pageNo: '1', pageSize: '10' },
  'POST /wps/relay/passwordCheck/MCS2_redeemPointReward': {
    itemId: '1',
    quantity: 1,
    receiverName: 'Rahim Uddin',
    address: 'House 5, Road 2, Dhanmondi, Dhaka',
    mobile: '+8801712345678',
    paymentPassword: '123456',
    requestId: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e92',
  },
  'POST /wps/relay/passwordCheck/MCS2_convertPoint': {
    points: 100,
    paymentPassword: '123456',
    requestId: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e93',
  },
  'PUT /bo/api/points/settings': {
    earn: [{ category: 'RNG', rateBp: 100 }],
    convertPoints: 100,
    convertAmount: 1,
    convertEnabled: true,
    copyText: { EN: 'Every bet earns points' },
  },
  'POST /bo/api/points/items': POINT_ITEM,
  'PUT /bo/api/points/items/:id': POINT_ITEM,
  'GET /bo/api/points/redeems': { status: 'IN_PROCESS', q: 'demo01', pageNo: '1', pageSize: '20' },
  'POST /bo/api/points/redeems/:id/approve': { paidAccount: 'bKash 01712345678', paidAmount: 100 },
  'POST /bo/api/points/redeems/:id/reject': { reason: 'The address is incomplete' },
  'POST /bo/api/members/:memberId/points': {
    points: 100,
    reason: 'goodwill points',
    requestId: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e94',
  },
  'POST /wps/relay/MCSFE_claimMissionReward': {
    missionId: '1',
    requestId: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e95',
  },
  'GET /wps/relay/MCSFE_getMissionLeaderboard': { period: 'PREVIOUS' },
  'POST /bo/api/missions': MISSION,
  'PUT /bo/api/missions/:id': MISSION,
  'PUT /bo/api/leaderboard/settings': { enabled: true, period: 'WEEKLY', prizes: [100, 50], rankShown: 100 },
  'GET /bo/api/leaderboard': { start: '2026-11-23' },
  'GET /wps/relay/MCSFE_getReferralFriends': { pageNo: '1', pageSize: '10' },
  'PUT /bo/api/referral/settings': {
    enabled: true,
    registerReward: 20,
    firstDepositReward: 100,
    firstDepositMin: 500,
    validBetReward: 200,
    validBetThreshold: 5000,
    holdSameIp: true,
    holdSameDevice: false,
  },
  'GET /bo/api/referral-rewards': { state: 'HELD', q: 'demo01', pageNo: '1', pageSize: '20' },
  'POST /bo/api/referral-rewards/:id/reject': { reason: 'Same household as the referrer' },
  'GET /wps/relay/GCSGAME_getJackpotWins': { limit: '10' },
  'PUT /bo/api/jackpot/settings': {
    enabled: true,
    categories: ['RNG', 'LIVE'],
    contributionBp: 50,
    seed: 1000,
    dropMin: 1500,
    dropMax: 1600,
  },
  'POST /wps/relay/MCS2_claimRafflePromotion': {
    raffleId: '1',
    requestId: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e96',
  },
  'GET /wps/relay/MCS2_getRaffleDraws': { raffleId: '1', pageNo: '1', pageSize: '10' },
  'POST /wps/relay/MCS2_rotateRaffleSeed': { clientSeed: 'my-lucky-seed' },
  'POST /bo/api/raffles': RAFFLE,
  'PUT /bo/api/raffles/:id': RAFFLE,
  'GET /bo/api/raffle-draws': { raffleId: '1', username: 'demo01', pageNo: '1', pageSize: '20' },
  'POST /bo/api/raffles/:id/tickets': { username: 'demo01', tickets: 2, reason: 'goodwill tickets' },
  'GET /wps/relay/CSP_messageList': { pageNo: '1', pageSize: '10' },
  'POST /wps/relay/CSP_readMessage': { ids: ['1'] },
  'POST /wps/relay/CSP_deleteMessage': { ids: ['1'] },
  'POST /bo/api/messages': {
    audience: { kind: 'MEMBER', username: 'demo01' },
    title: { EN: 'Weekend reload' },
    body: { EN: 'Deposit this weekend for 10% more.' },
  },
  'GET /bo/api/messages': { pageNo: '1', pageSize: '20' },
  'PUT /wps/feedback': {
    questionType: 'DEPOSIT',
    content: 'My deposit has not arrived.',
    contact: '+8801712345678',
    images: [
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    ],
  },
  'GET /wps/feedback': { pageNo: '1', pageSize: '10' },
  'GET /bo/api/feedback': { status: 'NEW', questionType: 'DEPOSIT', pageNo: '1', pageSize: '20' },
  'POST /bo/api/feedback/:id/reply': { reply: 'It is credited now.' },
  'POST /bo/api/feedback/:id/close': { note: 'Answered by phone' },
  'GET /wps/system/helpCenter': { kind: 'HELP' },
  'POST /bo/api/help/topics': HELP_TOPIC,
  'PUT /bo/api/help/topics/:id': HELP_TOPIC,
  'POST /bo/api/help/articles': HELP_ARTICLE,
  'PUT /bo/api/help/articles/:id': HELP_ARTICLE,
  'PUT /bo/api/help/order': { topicId: 1, ids: [2, 1] },
  'POST /bo/api/help/images': { image: PNG_1X1 },
  'POST /wps/chat/visitor': { name: 'Rahim' },
  'GET /wps/chat/conversation': { visitor: VISITOR },
  'POST /wps/chat/conversation': { visitor: VISITOR },
  'POST /wps/chat/conversation/close': { conversationId: '1' },
  'POST /wps/chat/conversation/rate': { conversationId: '1', score: 5, comment: 'Quick and kind' },
  'GET /wps/chat/messages': { conversationId: '1', afterSeq: '0', limit: '50' },
  'POST /wps/chat/messages': { conversationId: '1', clientId: 'client-0001', text: 'Hello' },
  'POST /wps/chat/images': {
    conversationId: '1',
    clientId: 'client-0002',
    image: PNG_1X1,
    text: 'My receipt',
  },
  'GET /wps/chat/images/:id': { visitor: VISITOR },
  'POST /wps/chat/read': { conversationId: '1', seq: 1 },
  'GET /bo/api/chat/conversations': {
    view: 'closed',
    customer: 'demo',
    staffId: '1',
    rating: '5',
    offline: 'false',
    from: '2026-01-01',
    to: '2026-01-31',
    pageNo: '1',
    pageSize: '20',
  },
  'GET /bo/api/chat/conversations/:id/messages': { afterSeq: '0', limit: '50' },
  'POST /bo/api/chat/conversations/:id/messages': { clientId: 'staff-0001', text: 'How can I help?' },
  'POST /bo/api/chat/conversations/:id/images': { clientId: 'staff-0002', image: PNG_1X1 },
  'POST /bo/api/chat/conversations/:id/read': { seq: 1 },
  'POST /bo/api/chat/conversations/:id/assign': { staffId: 1 },
  'PUT /bo/api/chat/duty': { available: true },
  'GET /bo/api/chat/canned': { language: 'EN' },
  'POST /bo/api/chat/canned': CANNED_REPLY,
  'PUT /bo/api/chat/canned/:id': CANNED_REPLY,
};

/** Path parameters for endpoints with `:name` segments (valid in shape; the ids need not exist). */
const PARAMS: Record<string, Record<string, string | number>> = {
  'GET /wps/chat/images/:id': { id: '1' },
  'GET /bo/api/chat/conversations/:id': { id: '1' },
  'GET /bo/api/chat/images/:id': { id: '1' },
  'POST /bo/api/chat/conversations/:id/take': { id: '1' },
  'POST /bo/api/chat/conversations/:id/close': { id: '1' },
  'DELETE /bo/api/chat/canned/:id': { id: '1' },
  'GET /bo/api/chat/conversations/:id/messages': { id: '1' },
  'POST /bo/api/chat/conversations/:id/messages': { id: '1' },
  'POST /bo/api/chat/conversations/:id/images': { id: '1' },
  'POST /bo/api/chat/conversations/:id/read': { id: '1' },
  'POST /bo/api/chat/conversations/:id/assign': { id: '1' },
  'PUT /bo/api/chat/canned/:id': { id: '1' },
  'POST /bo/api/members/:memberId/adjustments': { memberId: 1 },
  'PUT /bo/api/staff/:staffId/status': { staffId: 1 },
  'POST /bo/api/adjustments/:id/approve': { id: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e72' },
  'POST /bo/api/adjustments/:id/reject': { id: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e72' },
  'GET /wps/withdraw/records/:id': { id: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e72' },
  'POST /wps/withdraw/records/:id/receipt': { id: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e72' },
  'GET /wps/withdraw/records/:id/proofs/:index': { id: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e72', index: 1 },
  'POST /bo/api/withdrawals/:id/approve': { id: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e72' },
  'POST /bo/api/withdrawals/:id/reject': { id: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e72' },
  'POST /bo/api/withdrawals/:id/disburse': { id: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e72' },
  'GET /bo/api/withdrawals/:id/proofs/:index': { id: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e72', index: 1 },
  'GET /wps/deposit/records/:id': { id: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e81' },
  'POST /bo/api/deposits/:id/approve': { id: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e81' },
  'POST /bo/api/deposits/:id/reject': { id: '7f1c2a9e-8d4b-4c3a-9e2f-1a2b3c4d5e81' },
  'PUT /bo/api/announcements/:id': { id: 1 },
  'DELETE /bo/api/announcements/:id': { id: 1 },
  'GET /wps/fair/rounds/:id': { id: 1 },
  'GET /wps/member/bets/:id': { id: '1' },
  'GET /wps/agent/bets/:id': { id: '1' },
  'POST /lotto/lgw/orders/:id/cancel': { id: '1' },
  'POST /bo/api/lottery/draws/:id/result': { id: '1' },
  'POST /bo/api/lottery/draws/:id/cancel': { id: '1' },
  'POST /bo/api/lottery/draws/:id/confirm': { id: '1' },
  'POST /bo/api/lottery/draws/:id/reject': { id: '1' },
  'GET /bo/api/members/:memberId': { memberId: 1 },
  'GET /bo/api/members/:memberId/ledger': { memberId: 1 },
  'PUT /bo/api/members/:memberId/status': { memberId: 1 },
  'POST /bo/api/members/:memberId/second-factor/reset': { memberId: 1 },
  'GET /bo/api/members/:memberId/notes': { memberId: 1 },
  'POST /bo/api/members/:memberId/notes': { memberId: 1 },
  'PUT /bo/api/members/:memberId/upline': { memberId: 1 },
  'POST /bo/api/members/:memberId/password-reset': { memberId: 1 },
  'POST /bo/api/staff/:staffId/totp/reset': { staffId: 1 },
  'PUT /bo/api/staff/:staffId/role': { staffId: 1 },
  'PUT /bo/api/payment-channels/:code': { code: 'BANK' },
  'PUT /bo/api/vendors/:code': { code: 'NVA' },
  'POST /wps/agent/contracts/:id/termination': { id: '1' },
  'GET /bo/api/agents/:memberId/report': { memberId: 1 },
  'PUT /bo/api/agent-contracts/:id/suspension': { id: '1' },
  'PUT /bo/api/agent-bills/:id/hold': { id: '1' },
  'POST /bo/api/vendors/:code/secret': { code: 'NVA' },
  'PUT /bo/api/games/:id': { id: 1 },
  'GET /bo/api/reports/:name': { name: 'daily' },
  'POST /bo/api/jobs/:name/run': { name: 'deposit-expiry' },
  'PUT /bo/api/site/domains/:domain': { domain: 'play.example.com' },
  'DELETE /bo/api/site/domains/:domain': { domain: 'play.example.com' },
  'GET /bo/api/promotions/:id': { id: '1' },
  'PUT /bo/api/promotions/:id': { id: '1' },
  'POST /bo/api/promotions/:id/status': { id: '1' },
  'GET /bo/api/promotion-applications/:id/proofs/:index': { id: '1', index: 1 },
  'POST /bo/api/promotion-applications/:id/approve': { id: '1' },
  'POST /bo/api/promotion-applications/:id/reject': { id: '1' },
  'POST /bo/api/bonuses/:id/forfeit': { id: '1' },
  'PUT /bo/api/points/items/:id': { id: '1' },
  'POST /bo/api/points/redeems/:id/approve': { id: '1' },
  'POST /bo/api/points/redeems/:id/reject': { id: '1' },
  'POST /bo/api/members/:memberId/points': { memberId: 1 },
  'PUT /bo/api/missions/:id': { id: '1' },
  'POST /bo/api/referral-rewards/:id/approve': { id: '1' },
  'POST /bo/api/referral-rewards/:id/reject': { id: '1' },
  'GET /wps/relay/MCS2_getRaffleDraw/:id': { id: '1' },
  'PUT /bo/api/raffles/:id': { id: '1' },
  'PUT /bo/api/help/topics/:id': { id: 1 },
  'DELETE /bo/api/help/topics/:id': { id: 1 },
  'PUT /bo/api/help/articles/:id': { id: 1 },
  'DELETE /bo/api/help/articles/:id': { id: 1 },
  'POST /bo/api/raffles/:id/tickets': { id: '1' },
  'GET /bo/api/feedback/:id/images/:index': { id: '1', index: 1 },
  'POST /bo/api/feedback/:id/reply': { id: '1' },
  'POST /bo/api/feedback/:id/close': { id: '1' },
};

/** Path parameters that are codes or names, not ids: what is not one of those. */
const NOT_A_CODE = ['abc', 'A-B', 'a b', 'x'.repeat(300)];
const NOT_A_NAME = ['ABC', 'a b', 'a_b', 'x'.repeat(300)];
const NOT_A_DOMAIN = ['-abc', 'a b', 'a_b.com', 'x'.repeat(300)];
const BAD_PARAMS: Record<string, string[]> = {
  'PUT /bo/api/payment-channels/:code': NOT_A_CODE,
  'PUT /bo/api/vendors/:code': NOT_A_CODE,
  'POST /bo/api/vendors/:code/secret': NOT_A_CODE,
  'GET /bo/api/reports/:name': ['abc', '-1', '0', 'x'.repeat(300)],
  'POST /bo/api/jobs/:name/run': NOT_A_NAME,
  'PUT /bo/api/site/domains/:domain': NOT_A_DOMAIN,
  'DELETE /bo/api/site/domains/:domain': NOT_A_DOMAIN,
  'GET /wps/agent/bets/:id': [
    'abc',
    '-1',
    '0',
    'L0',
    'Lx1',
    'l1',
    '1.5',
    '99999999999999999999',
    'x'.repeat(300),
  ],
};

const keyOf = (e: Endpoint) => `${e.method} ${e.path}`;

/** Whether a sample holds a string value anywhere (keys aside). */
const hasStrings = (value: unknown): boolean =>
  typeof value === 'string' ||
  (typeof value === 'object' && value !== null && Object.values(value).some(hasStrings));
const pathOf = (e: Endpoint) => fillPath(e.path, PARAMS[keyOf(e)]);
const WITH_PARAMS = ENDPOINTS.filter((e) => e.params);
const WITH_INPUT = ENDPOINTS.filter((e) => e.body || e.query);

function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodDefault || s instanceof z.ZodNullable) {
    s = s.unwrap() as z.ZodType;
  }
  return s;
}

/**
 * Replace the strings (and string enums) in `value` by `by` (or by what `by` makes of the string
 * there), following the schema through objects, arrays and records (whose keys count as strings
 * too): all of them, or only the one at `only`. Answers the new value and the paths replaced.
 */
function replaceStrings(
  schema: z.ZodType,
  value: unknown,
  by: unknown | ((current: unknown) => unknown),
  only?: string,
) {
  const make = (current: unknown) => (typeof by === 'function' ? by(current) : by);
  const hits: string[] = [];
  const walk = (node: z.ZodType, current: unknown, path: string): unknown => {
    const s = unwrap(node);
    const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
    const chosen = only === undefined || only === path;
    const mark = hits.length;
    let out: unknown = current;
    // String formats (z.uuid(), z.email()…) are strings too, though not ZodString instances.
    if (s instanceof z.ZodString || s instanceof z.ZodEnum || s._zod.def.type === 'string') {
      if (chosen) {
        hits.push(path);
        out = make(current);
      }
    } else if (s instanceof z.ZodObject) {
      const base = (current ?? {}) as Record<string, unknown>;
      const next: Record<string, unknown> = { ...base };
      for (const [key, field] of Object.entries(s.shape as Record<string, z.ZodType>)) {
        const walked = walk(field, base[key], at(key));
        // A field the sample leaves out stays out (an `undefined` would go out as an empty value).
        if (walked !== undefined || key in base) next[key] = walked;
      }
      out = next;
    } else if (s instanceof z.ZodArray) {
      out = [walk(s.element as z.ZodType, (current as unknown[] | undefined)?.[0], at(0))];
    } else if (s instanceof z.ZodRecord) {
      const base = (current ?? {}) as Record<string, unknown>;
      const next: Record<string, unknown> = {};
      for (const [key, entry] of Object.entries(base))
        next[key] = walk(s.valueType as z.ZodType, entry, at(key));
      const key = make('KEY');
      if (typeof key === 'string' && chosen) {
        hits.push(path);
        next[key] = Object.values(base)[0] ?? true;
      }
      out = next;
    }
    return hits.length > mark ? out : current;
  };
  return { value: walk(schema, value, ''), hits };
}

const FIELD_PREFIX = ERROR_CODES['validation.failed'].EN.split('{field}')[0]!;

/** A 4xx envelope from the error table; with `hits`, a validation refusal naming a changed field. */
function expectJudged(result: CallResult<unknown>, code: string, hits?: string[]) {
  const what = `${result.status} ${JSON.stringify(result.body).slice(0, 300)}`;
  expect(result.status, what).toBeGreaterThanOrEqual(400);
  expect(result.status, what).toBeLessThan(500);
  expect(result.body.success, what).toBe(false);
  expect(result.body.message?.trim().length, what).toBeGreaterThan(0);
  expect(Object.keys(ERROR_CODES), what).toContain(result.body.errorCode);
  expect(result.body.errorCode, what).toBe(code);
  if (hits) {
    const field = result.body.message!.slice(FIELD_PREFIX.length, -1);
    expect(
      hits.some((hit) => field === hit || field.startsWith(`${hit}.`)),
      `${field.slice(0, 80)} not in ${hits}`,
    ).toBe(true);
  }
}

describe('bad input never reaches a 5xx', () => {
  let t: TestApp;
  let memberToken: string;
  let staffToken: string;
  let before: Awaited<ReturnType<typeof snapshot>>;

  const count = async (
    table: 'members' | 'sessions' | 'staff_sessions' | 'challenges' | 'outbox' | 'audit_log',
  ) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const snapshot = async () => ({
    members: await count('members'),
    sessions: await count('sessions'),
    staffSessions: await count('staff_sessions'),
    challenges: await count('challenges'),
    outbox: await count('outbox'),
    audit: await count('audit_log'),
    merchants: await t.db.selectFrom('merchants').selectAll().orderBy('id').execute(),
  });

  beforeAll(async () => {
    t = await createTestApp();
    const member = await t.call(login, { body: { ...DEMO_MEMBER, humanCheck: await solveHumanCheck(t) } });
    memberToken = member.body.value!.token;
    const staff = await t.call(staffLogin, { body: { username: 'admin', password: t.adminPassword } });
    staffToken = staff.body.value!.token;
    before = await snapshot();
  });
  afterAll(() => t.close());

  const tokenFor = (e: Endpoint) =>
    e.auth === 'staff' ? staffToken : e.auth === 'member' || e.auth === 'optional' ? memberToken : undefined;

  /** Send a raw payload (already JSON text), with a valid seal header on encrypted endpoints. */
  async function raw(e: Endpoint, payload: string | undefined, extra: Record<string, string> = {}) {
    const headers: Record<string, string> = { merchant: 'TESSERA', language: 'EN', ...extra };
    const token = tokenFor(e);
    if (token) headers.authorization = token;
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const response = await t.app.inject({
      method: e.method,
      url: pathOf(e),
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, body: response.json(), cookies: {} } as CallResult<unknown>;
  }

  it('has a valid sample for every endpoint that takes a body or a query', () => {
    expect(WITH_INPUT.map(keyOf).sort()).toEqual(Object.keys(SAMPLES).sort());
    for (const e of WITH_INPUT) {
      const parsed = (e.body ?? e.query)!.safeParse(SAMPLES[keyOf(e)]);
      expect(parsed.success, `${keyOf(e)}: ${parsed.error?.message}`).toBe(true);
    }
  });

  for (const e of WITH_INPUT.filter((e) => e.body)) {
    it(`${keyOf(e)} refuses no body, wrong types, 10,000-character strings and numbers for strings`, async () => {
      const sample = SAMPLES[keyOf(e)]!;
      const token = tokenFor(e);
      const call = (body: unknown) =>
        t.call(e, {
          body: body as Record<string, unknown>,
          params: PARAMS[keyOf(e)],
          ...(token ? { token } : {}),
          ...(e.encrypted ? { seal: true } : {}),
        });

      // (a) no body at all, an empty or broken JSON body, and one over the limit (1 MiB unless raised)
      expectJudged(await call(undefined), e.encrypted ? 'encryption.required' : 'validation.failed');
      expectJudged(await raw(e, ''), 'request.malformed');
      expectJudged(await raw(e, '{"unterminated'), 'request.malformed');
      const oversize = 'x'.repeat((e.bodyLimit ?? 1_048_576) + 52_000);
      expectJudged(await raw(e, JSON.stringify({ value: oversize })), 'request.too.large');

      // (b) an array, a number, a string or null instead of an object; inside a valid seal as well
      const key = t.services.sealed.publicKey();
      for (const wrong of ['[1,2]', '42', '"text"', 'null']) {
        if (e.encrypted) {
          const seal = await sealRaw(
            key,
            JSON.stringify({ ...sample, ts: Date.now(), nonce: crypto.randomUUID() }),
          );
          expectJudged(await raw(e, wrong, { encryption: seal.header }), 'encryption.invalid');
          const inner = await sealRaw(key, wrong);
          expectJudged(
            await raw(e, JSON.stringify(inner.body), { encryption: inner.header }),
            'encryption.invalid',
          );
        } else {
          expectJudged(await raw(e, wrong), 'validation.failed');
        }
      }

      // (c) every string field 10,000 characters long, then each one alone with the rest left valid
      const long = replaceStrings(e.body!, sample, LONG);
      // A body of booleans and numbers only (making a domain the main one) has no string to try.
      const stringless = !hasStrings(sample);
      expect(long.hits.length > 0 || stringless).toBe(true);
      if (long.hits.length > 0) expectJudged(await call(long.value), 'validation.failed', long.hits);
      for (const hit of long.hits) {
        const one = replaceStrings(e.body!, sample, LONG, hit);
        expect(one.hits).toEqual([hit]);
        expectJudged(await call(one.value), 'validation.failed', [hit]);
      }

      // (d) numbers where strings are expected (a form cannot carry numbers: sent as JSON)
      const numbers = replaceStrings(e.body!, sample, NUMBER);
      if (numbers.hits.length > 0) {
        const result = e.form ? await raw(e, JSON.stringify(numbers.value)) : await call(numbers.value);
        expectJudged(result, 'validation.failed', numbers.hits);
      }
    });
  }

  for (const e of WITH_INPUT.filter((e) => e.query)) {
    it(`${keyOf(e)} refuses a missing, repeated or 10,000-character query`, async () => {
      const sample = SAMPLES[keyOf(e)]! as Record<string, string>;
      const token = tokenFor(e);
      // A query whose fields are all optional may be empty; otherwise an empty one is refused.
      if (!e.query!.safeParse({}).success) {
        expectJudged(
          await t.call(e, { query: {}, params: PARAMS[keyOf(e)], ...(token ? { token } : {}) }),
          'validation.failed',
        );
      }
      const [first] = Object.keys(sample);
      const repeated = await t.app.inject({
        method: e.method,
        url: `${pathOf(e)}?${first}=a&${first}=b`,
        headers: { merchant: 'TESSERA', language: 'EN', ...(token ? { authorization: token } : {}) },
      });
      expectJudged({ status: repeated.statusCode, body: repeated.json(), cookies: {} }, 'validation.failed', [
        first!,
      ]);
      const long = replaceStrings(e.query!, sample, LONG);
      // A query of numbers and enums only has no string to make long.
      if (long.hits.length > 0) {
        expectJudged(
          await t.call(e, {
            query: long.value as Record<string, string>,
            params: PARAMS[keyOf(e)],
            ...(token ? { token } : {}),
          }),
          'validation.failed',
          long.hits,
        );
      }
    });
  }

  /** The sample's string with a NUL character in it (PostgreSQL refuses NUL in text). */
  const withNul = (current: unknown) => `${typeof current === 'string' ? current : 'x'}\u0000end`;

  for (const e of WITH_INPUT.filter((e) => e.body)) {
    it(`${keyOf(e)} refuses a NUL character in each of its strings`, async () => {
      const sample = SAMPLES[keyOf(e)]!;
      const token = tokenFor(e);
      const { hits } = replaceStrings(e.body!, sample, withNul);
      expect(hits.length > 0 || !hasStrings(sample)).toBe(true);
      for (const hit of hits) {
        const one = replaceStrings(e.body!, sample, withNul, hit);
        const result = await t.call(e, {
          body: one.value as Record<string, unknown>,
          params: PARAMS[keyOf(e)],
          ...(token ? { token } : {}),
          ...(e.encrypted ? { seal: true } : {}),
        });
        expectJudged(result, 'validation.failed', [hit]);
      }
    });
  }

  for (const e of WITH_INPUT.filter((e) => e.query)) {
    it(`${keyOf(e)} refuses a NUL character in each of its query values`, async () => {
      const sample = SAMPLES[keyOf(e)]! as Record<string, string>;
      const token = tokenFor(e);
      for (const name of Object.keys(sample)) {
        const query = { ...sample, [name]: withNul(sample[name]) };
        const result = await t.call(e, { query, params: PARAMS[keyOf(e)], ...(token ? { token } : {}) });
        expectJudged(result, 'validation.failed', [name]);
      }
    });
  }

  it('has path parameters for every endpoint with `:name` segments', () => {
    expect(WITH_PARAMS.map(keyOf).sort()).toEqual(Object.keys(PARAMS).sort());
  });

  for (const e of WITH_PARAMS) {
    it(`${keyOf(e)} refuses path ids that are not ids`, async () => {
      const token = tokenFor(e);
      for (const bad of BAD_PARAMS[keyOf(e)] ?? [
        'abc',
        '-1',
        '0',
        '1.5',
        '99999999999999999999',
        'x'.repeat(300),
      ]) {
        const params = Object.fromEntries(Object.keys(PARAMS[keyOf(e)]!).map((name) => [name, bad]));
        const result = await t.call(e, {
          params,
          body: SAMPLES[keyOf(e)] as Record<string, unknown> | undefined,
          ...(token ? { token } : {}),
        });
        expectJudged(result, 'validation.failed');
      }
    });
  }

  it('left no member, session, challenge, message, audit entry or setting behind', async () => {
    expect(await snapshot()).toEqual(before);
  });
});

describe('validation messages', () => {
  it('never echo more than a short piece of a field name the caller made up', async () => {
    const t = await createTestApp();
    try {
      const token = await staffToken(t);
      const result = await t.call(putSiteFlags, { token, body: { flags: { ['x'.repeat(10_000)]: true } } });
      const refusal = expectRefusal(result, 'validation.failed');
      expect(refusal.message.length).toBeLessThan(200);
    } finally {
      await t.close();
    }
  });
});

describe('addresses that step outside the site or hide the API behind escapes', () => {
  let t: TestApp;
  let dist: string;
  let port: number;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tessera-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<html><head><!--tessera-config--></head><body>site</body></html>',
    );
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp({ webDist: dist });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** A GET whose path goes on the wire exactly as written (no client normalises it). */
  function rawGet(path: string): Promise<{ status: number; text: string }> {
    return new Promise((done, fail) => {
      const headers = { language: 'BN', merchant: 'TESSERA' };
      const request = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => done({ status: response.statusCode ?? 0, text }));
      });
      request.on('error', fail);
      request.end();
    });
  }

  /** A 4xx envelope with this code, its message in Bengali as the request asked. */
  async function expectBengali(path: string, code: ErrorCode) {
    const { status, text } = await rawGet(path);
    expect(status, `${path}: ${text.slice(0, 200)}`).toBe(ERROR_CODES[code].status);
    expect(JSON.parse(text), path).toMatchObject({
      success: false,
      errorCode: code,
      message: ERROR_CODES[code].BN,
    });
  }

  it('answers traversal-looking and NUL paths with a 4xx envelope, never a file or the page', async () => {
    for (const path of [
      '/../../etc/passwd',
      '/assets/../../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      '/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/..%5c..%5cetc%5cpasswd',
      '/%00',
      '/assets/app.js%00.png',
      '/login%00',
    ]) {
      await expectBengali(path, 'request.malformed');
    }
    // The site still answers its own addresses.
    expect(await rawGet('/assets/app.js')).toEqual({ status: 200, text: 'console.log(1)' });
    expect((await rawGet('/login')).text).toContain('<body>site</body>');
  });

  it('answers an API prefix written with percent escapes as an address that does not exist', async () => {
    for (const path of [
      '/%77ps/member/info',
      '/%62o/api/staff',
      '/w%70s/member/info',
      '/%62%6F/api/staff',
      '/wps%2Fmember/info',
      '/%6cgw/games/odds',
    ]) {
      await expectBengali(path, 'route.not.found');
    }
  });
});
