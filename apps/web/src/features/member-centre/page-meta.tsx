import { ChartIcon, GiftIcon, ReceiptIcon, ShieldIcon } from '../../components/icons';
import { GamepadIcon, SwapIcon } from '../wallet/components/wallet-icons';
import type { PageMeta } from './centre-layout';
import {
  CoinsIcon,
  DepositIcon,
  MailIcon,
  TrophyIcon,
  UplineIcon,
  UserPlusIcon,
  WithdrawIcon,
} from './member-centre-icons';
import type { MemberCentrePage } from './member-centre-store';

/** Menu label (catalogue key) and icon of each member-centre page (spec §2.3). */
export const PAGE_META: Record<MemberCentrePage, PageMeta> = {
  securityCenter: { label: 'mc_page_security_center', icon: ShieldIcon },
  transferFund: { label: 'mc_page_transfer_fund', icon: SwapIcon },
  depositv2: { label: 'mc_page_deposit', icon: DepositIcon },
  withdraw: { label: 'mc_page_withdraw', icon: WithdrawIcon },
  transferUpline: { label: 'mc_page_transfer_upline', icon: UplineIcon },
  personalHistoryCopy: { label: 'mc_page_betting_record', icon: GamepadIcon },
  transactionHistory: { label: 'mc_page_account_record', icon: ReceiptIcon },
  personalProfit: { label: 'mc_page_profit_loss', icon: ChartIcon },
  bonusDetails: { label: 'mc_page_bonus_details', icon: CoinsIcon },
  rewardCenter: { label: 'mc_page_reward_center', icon: GiftIcon },
  referral: { label: 'mc_page_referral', icon: UserPlusIcon },
  missionLeaderboard: { label: 'mc_page_missions', icon: TrophyIcon },
  messageV2: { label: 'mc_page_messages', icon: MailIcon },
};
