import { useTranslation } from 'react-i18next';

/**
 * The member's message as the site's inbox shows it opened: the title, who from, when, and the body
 * as plain text with its line breaks (what is typed is what members read, tags included).
 */
export function MessagePreview({ title, body, language }: { title: string; body: string; language: string }) {
  const { t } = useTranslation();
  return (
    <article className="message-card" lang={language.toLowerCase()} data-testid="message-card">
      <header className="message-card__head">
        <span className="message-card__dot" aria-hidden="true" />
        <strong className="message-card__title">{title || t('messages.previewNoTitle')}</strong>
      </header>
      <p className="message-card__meta">
        <span className="message-card__source">{t('messages.fromStaff')}</span>
        <span>{t('messages.justNow')}</span>
      </p>
      <p className={`message-card__body ${body ? '' : 'muted'}`}>{body || t('messages.previewNoBody')}</p>
    </article>
  );
}
