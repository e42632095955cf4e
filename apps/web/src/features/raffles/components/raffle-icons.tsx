import { Icon, type IconProps } from '../../../components/icons';

/** A ticket: what a draw spends. */
export const TicketIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z" />
    <path d="M15 7.5v9" strokeDasharray="1.5 2" />
  </Icon>
);

/** A shield with a tick: a draw that can be checked. */
export const FairIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" />
    <path d="M8.8 12.2l2.2 2.2 4.2-4.4" />
  </Icon>
);
