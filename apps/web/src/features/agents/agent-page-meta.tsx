import { BellIcon, ChartIcon, ReceiptIcon, UsersIcon } from '../../components/icons';
import {
  BoltIcon,
  CalendarIcon,
  ClockIcon,
  ContractIcon,
  PieIcon,
} from '../contracts/components/contract-icons';
import type { PageMeta } from '../member-centre/centre-layout';
import { CoinsIcon, UserPlusIcon } from '../member-centre/member-centre-icons';
import { GamepadIcon, SwapIcon } from '../wallet/components/wallet-icons';
import type { AgentCentrePage } from './agent-centre-store';

/** Menu label (catalogue key) and icon of each agent-centre page (spec §2.4). */
export const AGENT_PAGE_META: Record<AgentCentrePage, PageMeta> = {
  agentAnnouncement: { label: 'ac_page_announcement', icon: BellIcon },
  agentTeamOverview: { label: 'ac_page_team_overview', icon: ChartIcon },
  registerCenter: { label: 'ac_page_register_center', icon: UserPlusIcon },
  downlineManagmentView: { label: 'ac_page_downlines', icon: UsersIcon },
  personalHistoryCopy: { label: 'ac_page_team_bets', icon: GamepadIcon },
  palStatementsAgentCopy: { label: 'ac_page_statements', icon: ReceiptIcon },
  agentRevenueReport: { label: 'ac_page_revenue', icon: CoinsIcon },
  agentDownlineTransactionDetailsCopy: { label: 'ac_page_transactions', icon: SwapIcon },
  agentContracts: { label: 'ac_page_contracts', icon: ContractIcon },
  agentDividendRecordCopy2: { label: 'ac_page_dividends', icon: PieIcon },
  agentDailyWages2: { label: 'ac_page_daily_wages', icon: CalendarIcon },
  agentHourSalary: { label: 'ac_page_hour_salary', icon: ClockIcon },
  agentRealtimeSalary: { label: 'ac_page_realtime_salary', icon: BoltIcon },
};
