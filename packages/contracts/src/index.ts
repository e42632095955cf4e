export * from './cashier-settings.js';
export * from './chat-errors.js';
export * from './chat-frames.js';
export * from './chat-seq.js';
export * from './common.js';
export * from './endpoint.js';
export * from './endpoints/agent-contracts.js';
export * from './endpoints/agents.js';
export * from './endpoints/announcements.js';
export * from './endpoints/bet-records.js';
export * from './endpoints/chat.js';
export * from './endpoints/deposit.js';
export * from './endpoints/fair-games.js';
export * from './endpoints/feedback.js';
export * from './endpoints/game-launch.js';
export * from './endpoints/games.js';
export * from './endpoints/help.js';
export * from './endpoints/jackpot.js';
export * from './endpoints/lottery.js';
export * from './endpoints/lottery-staff.js';
export * from './endpoints/member.js';
export * from './endpoints/messages.js';
export * from './endpoints/missions.js';
export * from './endpoints/points.js';
export * from './endpoints/promotions.js';
export * from './endpoints/raffles.js';
export * from './endpoints/referrals.js';
export * from './endpoints/register-settings.js';
export * from './endpoints/security.js';
export * from './endpoints/session.js';
export * from './endpoints/site.js';
export * from './endpoints/staff.js';
export * from './endpoints/staff-adjustments.js';
export * from './endpoints/staff-agents.js';
export * from './endpoints/staff-audit.js';
export * from './endpoints/staff-cashier.js';
export * from './endpoints/staff-chat.js';
export * from './endpoints/staff-feedback.js';
export * from './endpoints/staff-games.js';
export * from './endpoints/staff-help.js';
export * from './endpoints/staff-jackpot.js';
export * from './endpoints/staff-jobs.js';
export * from './endpoints/staff-members.js';
export * from './endpoints/staff-messages.js';
export * from './endpoints/staff-missions.js';
export * from './endpoints/staff-play.js';
export * from './endpoints/staff-points.js';
export * from './endpoints/staff-promotions.js';
export * from './endpoints/staff-raffles.js';
export * from './endpoints/staff-referrals.js';
export * from './endpoints/staff-reports.js';
export * from './endpoints/staff-security.js';
export * from './endpoints/staff-site.js';
export * from './endpoints/vip.js';
export * from './endpoints/wallet.js';
export * from './endpoints/withdraw.js';
export * from './envelope.js';
export * from './error-codes.js';
export * from './feedback-errors.js';
export * from './game-errors.js';
export * from './help-errors.js';
export * from './image-address.js';
export * from './image-signatures.js';
export * from './jackpot-errors.js';
export * from './languages.js';
export * from './lottery-errors.js';
export * from './message-errors.js';
export * from './money.js';
export * from './patterns.js';
export * from './raffle-errors.js';
export * from './reward-errors.js';
export * from './rich-text.js';
export * from './seal.js';
export * from './staff-errors.js';
export * from './staff-roles.js';
export * from './ws-messages.js';

import type { Endpoint } from './endpoint.js';
import * as agentContracts from './endpoints/agent-contracts.js';
import * as agents from './endpoints/agents.js';
import * as announcements from './endpoints/announcements.js';
import * as betRecords from './endpoints/bet-records.js';
import * as chat from './endpoints/chat.js';
import * as deposit from './endpoints/deposit.js';
import * as fairGames from './endpoints/fair-games.js';
import * as feedback from './endpoints/feedback.js';
import * as gameLaunch from './endpoints/game-launch.js';
import * as games from './endpoints/games.js';
import * as help from './endpoints/help.js';
import * as jackpot from './endpoints/jackpot.js';
import * as lottery from './endpoints/lottery.js';
import * as lotteryStaff from './endpoints/lottery-staff.js';
import * as member from './endpoints/member.js';
import * as messages from './endpoints/messages.js';
import * as missions from './endpoints/missions.js';
import * as points from './endpoints/points.js';
import * as promotions from './endpoints/promotions.js';
import * as raffles from './endpoints/raffles.js';
import * as referrals from './endpoints/referrals.js';
import * as security from './endpoints/security.js';
import * as session from './endpoints/session.js';
import * as site from './endpoints/site.js';
import * as staff from './endpoints/staff.js';
import * as staffAdjustments from './endpoints/staff-adjustments.js';
import * as staffAgents from './endpoints/staff-agents.js';
import * as staffAudit from './endpoints/staff-audit.js';
import * as staffCashier from './endpoints/staff-cashier.js';
import * as staffChat from './endpoints/staff-chat.js';
import * as staffFeedback from './endpoints/staff-feedback.js';
import * as staffGames from './endpoints/staff-games.js';
import * as staffHelp from './endpoints/staff-help.js';
import * as staffJackpot from './endpoints/staff-jackpot.js';
import * as staffJobs from './endpoints/staff-jobs.js';
import * as staffMembers from './endpoints/staff-members.js';
import * as staffMessages from './endpoints/staff-messages.js';
import * as staffMissions from './endpoints/staff-missions.js';
import * as staffPlay from './endpoints/staff-play.js';
import * as staffPoints from './endpoints/staff-points.js';
import * as staffPromotions from './endpoints/staff-promotions.js';
import * as staffRaffles from './endpoints/staff-raffles.js';
import * as staffReferrals from './endpoints/staff-referrals.js';
import * as staffReports from './endpoints/staff-reports.js';
import * as staffSecurity from './endpoints/staff-security.js';
import * as staffSite from './endpoints/staff-site.js';
import * as vip from './endpoints/vip.js';
import * as wallet from './endpoints/wallet.js';
import * as withdraw from './endpoints/withdraw.js';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'value' in value;

/** Every endpoint, for the server's route table and the OpenAPI document. */
export const ENDPOINTS: readonly Endpoint[] = [
  site,
  session,
  member,
  staff,
  staffSecurity,
  staffSite,
  staffAdjustments,
  staffAudit,
  staffCashier,
  staffGames,
  staffJobs,
  staffMembers,
  staffPlay,
  staffPoints,
  staffReports,
  wallet,
  deposit,
  security,
  withdraw,
  announcements,
  games,
  gameLaunch,
  fairGames,
  betRecords,
  lottery,
  lotteryStaff,
  agents,
  agentContracts,
  staffAgents,
  promotions,
  staffPromotions,
  points,
  missions,
  staffMissions,
  referrals,
  staffReferrals,
  jackpot,
  staffJackpot,
  raffles,
  staffRaffles,
  messages,
  staffMessages,
  chat,
  staffChat,
  feedback,
  staffFeedback,
  help,
  staffHelp,
  vip,
].flatMap((group) => Object.values(group).filter(isEndpoint));
