import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as foundation from './migrations/0001-foundation.js';
import * as ledger from './migrations/0002-ledger.js';
import * as deposits from './migrations/0003-deposits.js';
import * as security from './migrations/0004-security.js';
import * as withdrawals from './migrations/0005-withdrawals.js';
import * as ledgerPost from './migrations/0006-ledger-post.js';
import * as games from './migrations/0007-games.js';
import * as providerApi from './migrations/0008-provider.js';
import * as announcements from './migrations/0009-announcements.js';
import * as fairGames from './migrations/0010-fair-games.js';
import * as records from './migrations/0011-records.js';
import * as providerBet from './migrations/0012-provider-bet.js';
import * as providerBets from './migrations/0013-provider-bets.js';
import * as lottery from './migrations/0014-lottery.js';
import * as ledgerCredits from './migrations/0015-ledger-credits.js';
import * as lotteryPlace from './migrations/0016-lottery-place.js';
import * as lotteryCorrections from './migrations/0017-lottery-corrections.js';
import * as lotteryPlaces from './migrations/0018-lottery-places.js';
import * as lotteryRecords from './migrations/0019-lottery-records.js';
import * as loginThrottle from './migrations/0020-login-throttle.js';
import * as accountRecovery from './migrations/0021-account-recovery.js';
import * as staffSecurity from './migrations/0022-staff-security.js';
import * as providerSessions from './migrations/0023-provider-sessions.js';
import * as catalogVersion from './migrations/0024-catalog-version.js';
import * as leanBets from './migrations/0025-lean-bets.js';
import * as journalOwners from './migrations/0026-journal-owners.js';
import * as staffRoles from './migrations/0027-staff-roles.js';
import * as memberAdmin from './migrations/0028-member-admin.js';
import * as reports from './migrations/0029-reports.js';
import * as jobStatus from './migrations/0030-job-status.js';
import * as depositFees from './migrations/0031-deposit-fees.js';
import * as vendorSecretRotation from './migrations/0032-vendor-secret-rotation.js';
import * as agents from './migrations/0033-agents.js';
import * as agentContracts from './migrations/0034-agent-contracts.js';
import * as playRollUp from './migrations/0035-play-roll-up.js';
import * as agentNotices from './migrations/0036-agent-notices.js';
import * as agentBrakeNotes from './migrations/0037-agent-brake-notes.js';
import * as statementRank from './migrations/0038-statement-rank.js';
import * as rewards from './migrations/0039-rewards.js';
import * as vipRebatesCashback from './migrations/0040-vip-rebates-cashback.js';
import * as vipKeepEligibility from './migrations/0041-vip-keep-eligibility.js';
import * as points from './migrations/0042-points.js';
import * as missions from './migrations/0043-missions.js';
import * as referrals from './migrations/0044-referrals.js';
import * as raffles from './migrations/0045-raffles.js';
import * as jackpot from './migrations/0046-jackpot.js';
import * as messages from './migrations/0047-messages.js';
import * as chat from './migrations/0048-chat.js';
import * as feedback from './migrations/0049-feedback.js';
import * as helpCentre from './migrations/0050-help-centre.js';
import * as bonusesIssued from './migrations/0051-bonuses-issued.js';
import * as helpImages from './migrations/0053-help-images.js';

/** Migrations in order. Each is a list of SQL statements run in one transaction. */
const MIGRATIONS: Record<string, { statements: string[] }> = {
  '0001-foundation': foundation,
  '0002-ledger': ledger,
  '0003-deposits': deposits,
  '0004-security': security,
  '0005-withdrawals': withdrawals,
  '0006-ledger-post': ledgerPost,
  '0007-games': games,
  '0008-provider': providerApi,
  '0009-announcements': announcements,
  '0010-fair-games': fairGames,
  '0011-records': records,
  '0012-provider-bet': providerBet,
  '0013-provider-bets': providerBets,
  '0014-lottery': lottery,
  '0015-ledger-credits': ledgerCredits,
  '0016-lottery-place': lotteryPlace,
  '0017-lottery-corrections': lotteryCorrections,
  '0018-lottery-places': lotteryPlaces,
  '0019-lottery-records': lotteryRecords,
  '0020-login-throttle': loginThrottle,
  '0021-account-recovery': accountRecovery,
  '0022-staff-security': staffSecurity,
  '0023-provider-sessions': providerSessions,
  '0024-catalog-version': catalogVersion,
  '0025-lean-bets': leanBets,
  '0026-journal-owners': journalOwners,
  '0027-staff-roles': staffRoles,
  '0028-member-admin': memberAdmin,
  '0029-reports': reports,
  '0030-job-status': jobStatus,
  '0031-deposit-fees': depositFees,
  '0032-vendor-secret-rotation': vendorSecretRotation,
  '0033-agents': agents,
  '0034-agent-contracts': agentContracts,
  '0035-play-roll-up': playRollUp,
  '0036-agent-notices': agentNotices,
  '0037-agent-brake-notes': agentBrakeNotes,
  '0038-statement-rank': statementRank,
  '0039-rewards': rewards,
  '0040-vip-rebates-cashback': vipRebatesCashback,
  '0041-vip-keep-eligibility': vipKeepEligibility,
  '0042-points': points,
  '0043-missions': missions,
  '0044-referrals': referrals,
  '0045-raffles': raffles,
  '0046-jackpot': jackpot,
  '0047-messages': messages,
  '0048-chat': chat,
  '0049-feedback': feedback,
  '0050-help-centre': helpCentre,
  '0051-bonuses-issued': bonusesIssued,
  '0053-help-images': helpImages,
};

const provider: MigrationProvider = {
  async getMigrations() {
    const migrations: Record<string, Migration> = {};
    for (const [name, { statements }] of Object.entries(MIGRATIONS)) {
      migrations[name] = {
        async up(db) {
          for (const statement of statements) await sql.raw(statement).execute(db);
        },
      };
    }
    return migrations;
  },
};

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
