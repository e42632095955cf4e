import { contractJobs } from '../modules/agents/contract-jobs.js';
import { playRollUpJob } from '../modules/agents/play-roll-up.js';
import { depositExpiryJob } from '../modules/deposits/deposit-expiry.js';
import { strandedFairRoundsJob } from '../modules/fair-games/stranded-rounds.job.js';
import { jackpotJob } from '../modules/jackpot/jackpot.js';
import { rollUpHouseBalances } from '../modules/ledger/house-roll-up.js';
import { lotteryJobs } from '../modules/lottery/lottery.js';
import { systemMessagesJob } from '../modules/messages/messages.js';
import { leaderboardJob } from '../modules/missions/missions.js';
import { pointsJob } from '../modules/points/points.js';
import { playerTokenPurgeJob } from '../modules/provider/player-token-purge.js';
import { ticketEarningJob } from '../modules/raffles/raffles.js';
import { referralJob } from '../modules/referrals/referrals.js';
import { bonusJob, rewardSettlementJobs } from '../modules/rewards/rewards.js';
import { autoReceiveJob } from '../modules/withdrawals/auto-receive.job.js';
import type { Services } from '../services.js';
import type { Job } from './job-runner.js';

/** Every background job, in one list (main.ts runs them; tests call `run` directly). */
export function allJobs(services: Services): Job[] {
  return [
    { name: 'house-roll-up', everyMs: 5_000, run: () => rollUpHouseBalances(services.db) },
    // Pending deposits past the brand's expiryMinutes become EXPIRED.
    depositExpiryJob(services.db),
    // Disbursed withdrawals nobody confirmed within the brand's minutes count as received.
    autoReceiveJob(services.withdrawalReview),
    // Game launch tokens a day past their expiry are deleted.
    playerTokenPurgeJob(services.db),
    // In-house plays interrupted between their steps (a crash) are finished after a minute.
    strandedFairRoundsJob(services.fairGames),
    // Balance sockets whose session ended without news (idle or absolute time-out) are closed.
    { name: 'socket-sweep', everyMs: 30_000, run: () => services.liveSockets.sweep() },
    // Lottery draws planned and moved by the clock, settled, and official results from the feed.
    ...lotteryJobs(services.lottery),
    // Settled play summed per member, team and day, for the agents' team figures (decision 0036),
    // and the wagering of bonuses it moves (decision 0039).
    playRollUpJob(services.db),
    // Bonuses whose wagering is met move to the main wallet; expired ones go back (decision 0039).
    bonusJob(services.rewards.bonuses),
    // Rebates per brand day, cash back per week, and VIP levels reached (decision 0040).
    ...rewardSettlementJobs(services.rewards),
    // Points earned by play, as bets settle and per past day (decision 0042).
    pointsJob(services.points, services.rewards.periods),
    // Leaderboard periods that are over pay their prizes (decision 0043).
    leaderboardJob(services.missions),
    // Referrers' rewards for their friends' steps (decision 0044).
    referralJob(services.referrals),
    // Raffle tickets earned by deposits, valid bet, missions and referral rewards (decision 0045).
    ticketEarningJob(services.raffles),
    // The jackpot's pool fed by valid bets, its win paid at the committed drop point (decision 0046).
    jackpotJob(services.jackpot),
    // What the platform tells members by itself: deposits credited, withdrawals paid, bonuses (decision 0047).
    systemMessagesJob(services.messages),
    // Agents' contracts: each complete period of each contract in force billed once and paid.
    ...contractJobs(services.agents.settlement),
  ];
}
