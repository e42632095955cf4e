import { createStore } from '../../lib/store/create-store';

/**
 * The agent-centre pages of spec §2.4, by the names the original uses, in its menu's order, with
 * the contracts page ("contract request screens") before the bills of each contract type. The
 * menu shows a type's bills only when its flag is on (agent-menu-pages.ts).
 */
export const AGENT_CENTRE_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentContracts',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

/** The page the agent centre opens on. */
export const FIRST_AGENT_PAGE: AgentCentrePage = 'agentTeamOverview';

export function isAgentCentrePage(value: string | null | undefined): value is AgentCentrePage {
  return (AGENT_CENTRE_PAGES as readonly string[]).includes(value ?? '');
}

/** The agent-centre modal's open page, or null when it is closed. */
export const agentCentreStore = createStore<AgentCentrePage | null>(null);
