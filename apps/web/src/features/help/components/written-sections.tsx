import type { HelpTopic } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../announcements/components/rich-text';

/** A written page's sections (its articles), each a heading and its cleaned HTML. */
export function WrittenSections({ topic, className }: { topic: HelpTopic; className?: string }) {
  const { t } = useTranslation();
  if (topic.articles.length === 0) return <p className="help-centre__empty">{t('help_page_empty')}</p>;
  return (
    <div className={`written-sections ${className ?? ''}`}>
      {topic.articles.map((article) => (
        <section key={article.id} className="written-section" data-testid="written-section">
          <h3 className="written-section__title">{article.title}</h3>
          <RichText html={article.body} className="written-section__body" />
        </section>
      ))}
    </div>
  );
}
