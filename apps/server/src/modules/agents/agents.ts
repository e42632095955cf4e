import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import type { SiteAddress } from '../../lib/site-base.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { BetRecords } from '../records/records.service.js';
import type { MerchantDirectory } from '../site/merchant-directory.js';
import { AgentsAdmin } from './agents-admin.js';
import { ContractSettlement } from './contract-settlement.js';
import { Contracts } from './contracts.service.js';
import { Downlines } from './downlines.service.js';
import { Invitations } from './invitations.js';
import { TeamBets } from './team-bet.js';
import { TeamReports } from './team-reports.js';

/**
 * The agent centre's parts (issue 14): the team below an agent, their invitations and reports,
 * contracts and their settlement, and the back office's view of them.
 */
export function createAgents(deps: {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  records: BetRecords;
  site: SiteAddress;
  ledger: Ledger;
  merchants: MerchantDirectory;
}) {
  const downlines = new Downlines(deps.db, deps.hasher);
  const contracts = new Contracts(deps.db, deps.clock);
  const teamReports = new TeamReports(deps.db, deps.clock, downlines, deps.records);
  return {
    downlines,
    contracts,
    settlement: new ContractSettlement(deps.db, deps.clock, deps.ledger, deps.merchants),
    admin: new AgentsAdmin(deps.db, contracts, teamReports, deps.clock),
    invitations: new Invitations(deps.db, deps.site),
    teamReports,
    teamBets: new TeamBets(deps.db, deps.records),
  };
}
