import type { ContractInfo } from '../contracts/contract-requests';
import { AGENT_CENTRE_PAGES, type AgentCentrePage } from './agent-centre-store';

/** The consolidated info's flags that open the contract bill pages (spec §2.4, §6). */
export type ContractPageFlags = Pick<ContractInfo, 'enableCt' | 'salary' | 'hourSalary' | 'realtimeSalary'>;

/** The bill page each flag opens. */
export const PAGE_FLAG: Partial<Record<AgentCentrePage, keyof ContractPageFlags>> = {
  agentDividendRecordCopy2: 'enableCt',
  agentDailyWages2: 'salary',
  agentHourSalary: 'hourSalary',
  agentRealtimeSalary: 'realtimeSalary',
};

/** Pages about contracts, gone with the brand's agent policy (AGENTPOLICY3) off. */
const CONTRACT_PAGES: readonly AgentCentrePage[] = [
  'agentContracts',
  ...Object.keys(PAGE_FLAG),
] as AgentCentrePage[];

/**
 * The agent centre's menu: every page, but a contract type's bills only when its flag is on (the
 * agent holds or offered a contract of that type; none before the flags are known), and no contract
 * page at all on a brand whose agent policy is off.
 */
export function agentMenuPages(
  flags: Partial<ContractPageFlags> | null,
  agentPolicy: boolean,
): AgentCentrePage[] {
  return AGENT_CENTRE_PAGES.filter((page) => {
    if (!agentPolicy && CONTRACT_PAGES.includes(page)) return false;
    const flag = PAGE_FLAG[page];
    return flag === undefined || flags?.[flag] === true;
  });
}
