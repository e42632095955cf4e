import type { ContractType } from '@tessera/contracts';
import { BoltIcon, CalendarIcon, ClockIcon, PieIcon } from './contract-icons';

const ICONS = {
  DIVIDEND: PieIcon,
  DAILY_SALARY: CalendarIcon,
  HOURLY_SALARY: ClockIcon,
  REALTIME_SALARY: BoltIcon,
} as const;

/** The icon of a contract type (the same as its bill page's in the agent centre's menu). */
export function ContractTypeIcon({ type }: { type: ContractType }) {
  const TypeIcon = ICONS[type];
  return <TypeIcon />;
}
