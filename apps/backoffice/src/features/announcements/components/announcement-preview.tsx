import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../safe-html';

/** The announcement as members will see it: headlines as text, the rest as cleaned HTML. */
export function AnnouncementPreview(props: {
  type: string;
  title: string;
  content: string;
  imageUrl: string;
}) {
  const { t } = useTranslation();
  const html = useMemo(
    () => (props.type === 'H' ? null : sanitizeHtml(props.content)),
    [props.type, props.content],
  );
  return (
    <section className="preview" aria-label={t('announcements.preview')} data-testid="announcement-preview">
      <p className="preview__label">{t('announcements.preview')}</p>
      <div className="preview__frame">
        {props.imageUrl && /^(https?:\/\/|\/(?!\/))/u.test(props.imageUrl) && (
          <img className="preview__image" src={props.imageUrl} alt="" />
        )}
        {props.title && <h3 className="preview__title">{props.title}</h3>}
        {html === null ? (
          <p className="preview__headline">{props.content}</p>
        ) : html ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify under the site's policy just above.
          <div className="preview__body rich" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="muted">{t('announcements.previewEmpty')}</p>
        )}
      </div>
    </section>
  );
}
