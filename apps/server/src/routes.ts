import type { FastifyInstance } from 'fastify';
import { bind, type Gatekeeper } from './http/bind.js';
import { jobRoutes } from './jobs/jobs.routes.js';
import { accountRoutes } from './modules/accounts/accounts.routes.js';
import { agentRoutes } from './modules/agents/agents.routes.js';
import { announcementRoutes } from './modules/announcements/announcements.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { depositRoutes } from './modules/deposits/deposits.routes.js';
import { fairGameRoutes } from './modules/fair-games/fair-games.routes.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { artRoutes } from './modules/games/art/art.routes.js';
import { catalogAdminRoutes } from './modules/games/catalog-admin.routes.js';
import { gameRoutes } from './modules/games/games.routes.js';
import { launchRoutes } from './modules/games/launch.routes.js';
import { helpRoutes } from './modules/help/help.routes.js';
import { jackpotRoutes } from './modules/jackpot/jackpot.routes.js';
import { lotteryRoutes } from './modules/lottery/lottery.routes.js';
import { memberAdminRoutes } from './modules/member-admin/member-admin.routes.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { missionsRoutes } from './modules/missions/missions.routes.js';
import { pointsRoutes } from './modules/points/points.routes.js';
import { providerRoutes } from './modules/provider/provider.routes.js';
import { rafflesRoutes } from './modules/raffles/raffles.routes.js';
import { recordRoutes } from './modules/records/records.routes.js';
import { referralsRoutes } from './modules/referrals/referrals.routes.js';
import { reportRoutes } from './modules/reports/reports.routes.js';
import { rewardRoutes } from './modules/rewards/rewards.routes.js';
import { vipRoutes } from './modules/rewards/vip.routes.js';
import { securityRoutes } from './modules/security/security.routes.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { siteAdminRoutes } from './modules/site/site-admin.routes.js';
import { staffRoutes } from './modules/staff/staff.routes.js';
import { transferRoutes } from './modules/transfers/transfers.routes.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { withdrawalRoutes } from './modules/withdrawals/withdrawals.routes.js';
import type { Services } from './services.js';

export interface RouteDeps {
  app: FastifyInstance;
  gate: Gatekeeper;
  services: Services;
  bind: typeof bind;
}

/** Every domain's routes, in one list. */
export function registerRoutes(app: FastifyInstance, gate: Gatekeeper, services: Services): void {
  const deps: RouteDeps = { app, gate, services, bind };
  for (const register of [
    siteRoutes,
    accountRoutes,
    staffRoutes,
    memberAdminRoutes,
    catalogAdminRoutes,
    reportRoutes,
    jobRoutes,
    siteAdminRoutes,
    walletRoutes,
    depositRoutes,
    securityRoutes,
    transferRoutes,
    agentRoutes,
    withdrawalRoutes,
    gameRoutes,
    artRoutes,
    launchRoutes,
    recordRoutes,
    providerRoutes,
    announcementRoutes,
    fairGameRoutes,
    lotteryRoutes,
    rewardRoutes,
    vipRoutes,
    pointsRoutes,
    missionsRoutes,
    referralsRoutes,
    rafflesRoutes,
    messagesRoutes,
    chatRoutes,
    feedbackRoutes,
    helpRoutes,
    jackpotRoutes,
  ])
    register(deps);
}
