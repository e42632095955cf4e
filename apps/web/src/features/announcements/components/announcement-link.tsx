import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useOpenMemberCentre } from '../../member-centre/use-open-member-centre';
import type { LinkTarget } from '../link-target';

/**
 * A banner, slide or headline as the element its link needs: a site link, a new-tab link, a
 * button that opens the reward centre, or plain content when it goes nowhere.
 */
export function AnnouncementLink({
  target,
  className,
  label,
  children,
  onFollow,
  tabIndex,
}: {
  target: LinkTarget;
  className?: string;
  /** Accessible name when the content is only an image. */
  label?: string;
  children: ReactNode;
  /** Runs before the link is followed (the popup closes itself). */
  onFollow?: () => void;
  tabIndex?: number;
}) {
  const openMemberCentre = useOpenMemberCentre();
  switch (target.kind) {
    case 'route':
      return (
        <Link to={target.to} className={className} aria-label={label} onClick={onFollow} tabIndex={tabIndex}>
          {children}
        </Link>
      );
    case 'external':
      return (
        <a
          href={target.href}
          className={className}
          aria-label={label}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onFollow}
          tabIndex={tabIndex}
        >
          {children}
        </a>
      );
    case 'promotion':
      return (
        <button
          type="button"
          className={className}
          aria-label={label}
          tabIndex={tabIndex}
          onClick={() => {
            onFollow?.();
            openMemberCentre('rewardCenter');
          }}
        >
          {children}
        </button>
      );
    default:
      return <div className={className}>{children}</div>;
  }
}
