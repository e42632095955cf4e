import { Icon, type IconProps } from '../../../components/icons';

/** A speech bubble with a pencil: "tell us". */
export const FeedbackIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 12.5V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h2v3l4-3h1.5" />
    <path d="M16.5 21l.6-2.4 4-4a1.3 1.3 0 0 1 1.8 1.8l-4 4z" />
  </Icon>
);
