import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../lib/ids/use-unique-id';
import { SparkIcon } from './icons';

/** The honest placeholder for parts of the product that a later release opens. */
export function NotOpenPanel({
  title,
  children,
  heading: Heading = 'h2',
}: {
  title: string;
  children?: ReactNode;
  heading?: 'h1' | 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const titleId = useUniqueId();
  return (
    <section className="not-open" aria-labelledby={titleId} data-testid="not-open">
      <div className="not-open__badge">
        <SparkIcon />
      </div>
      <Heading id={titleId} className="not-open__title">
        {title}
      </Heading>
      <p className="not-open__text">{t('not_open_text')}</p>
      {children}
    </section>
  );
}
