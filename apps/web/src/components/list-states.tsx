import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Placeholder rows in the shape of a record list (the account record's markup and classes). */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="records records--loading" role="status" aria-label={t('common_loading')}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows never reorder
        <span key={index} className="records__placeholder shimmer" />
      ))}
    </div>
  );
}

/** A list with nothing in it: an icon and a sentence saying so (classes of the account record). */
export function EmptyState({
  icon,
  children,
  testId,
}: {
  icon: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="history__empty" data-testid={testId}>
      {icon}
      <p>{children}</p>
    </div>
  );
}
