import { Icon, type IconProps } from '../../components/icons';

/** A clock: the time left of a period. */
export const ClockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

/** A tick in a circle: a mission claimed. */
export const DoneIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.7 2.7L16 9.8" />
  </Icon>
);

/** A star: the score a mission adds to the leaderboard. */
export const StarIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  </Icon>
);

/** A target: the missions tab's empty state. */
export const TargetIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" />
  </Icon>
);

/** A podium: a leaderboard without scores. */
export const PodiumIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 20V8h6v12M3 20v-7h6M15 20v-5h6v5M2 20h20" />
  </Icon>
);
