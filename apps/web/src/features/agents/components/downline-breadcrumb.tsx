import { useTranslation } from 'react-i18next';

/** Where the downline list stands: the agent's own team, then each account drilled into. */
export function DownlineBreadcrumb({
  trail,
  onBack,
}: {
  trail: readonly string[];
  /** 0 is the agent's own team, 1 the first account, … */
  onBack: (depth: number) => void;
}) {
  const { t } = useTranslation();
  // Accounts down one path through the tree are all different: each names its crumb.
  const crumbs = [
    { key: '', label: t('agent_my_team') },
    ...trail.map((account) => ({ key: `@${account}`, label: account })),
  ];
  return (
    <nav className="agent-crumbs" aria-label={t('agent_crumbs')} data-testid="downline-crumbs">
      <ol>
        {crumbs.map((crumb, depth) => (
          <li key={crumb.key}>
            {depth === crumbs.length - 1 ? (
              <span aria-current="location">{crumb.label}</span>
            ) : (
              <button type="button" className="link-button" onClick={() => onBack(depth)}>
                {crumb.label}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
