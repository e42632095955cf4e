import { HELP_LIMITS, type StaffHelpArticle } from '@tessera/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Field } from '../../../components/field';
import { useWritingLanguage, WritingLanguage } from '../../../components/writing-language';
import { useAction } from '../../../lib/hooks/use-action';
import { sanitizeHtml } from '../../announcements/safe-html';
import { saveArticle } from '../api/help-calls';
import { emptyHtml, writtenWords } from '../help-order';
import { RichTextEditor } from './rich-text-editor';
import { HELP_LANGUAGES } from './topic-dialog';

/**
 * An article per language: its title and its text in the rich-text editor, with the text beside it
 * as the site will show it (cleaned with the same policy; the server cleans it again on save).
 */
export function ArticleDialog(props: {
  topicId: number;
  article: StaffHelpArticle | null;
  onDone: (saved: StaffHelpArticle) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [title, setTitle] = useState<Partial<Record<string, string>>>(props.article?.title ?? {});
  const [body, setBody] = useState<Partial<Record<string, string>>>(props.article?.body ?? {});
  const [published, setPublished] = useState(props.article?.published ?? false);
  const { languages, language, setLanguage } = useWritingLanguage(
    HELP_LANGUAGES,
    props.article?.title,
    i18n.language,
  );
  const action = useAction();
  const html = body[language] ?? '';
  const preview = useMemo(() => (emptyHtml(html) ? '' : sanitizeHtml(html)), [html]);
  const tooLong = html.length > HELP_LIMITS.body;
  return (
    <Dialog
      wide
      title={props.article ? t('help.editArticle') : t('help.newArticle')}
      submitLabel={t('common.save')}
      busy={action.busy}
      error={action.error ?? (tooLong ? t('help.tooLong', { max: HELP_LIMITS.body }) : null)}
      onClose={props.onClose}
      onSubmit={async () => {
        if (tooLong) return;
        let saved: StaffHelpArticle | null = null;
        const bodies = Object.fromEntries(Object.entries(body).filter(([, value]) => !emptyHtml(value)));
        const ok = await action.run(async () => {
          saved = await saveArticle(props.article?.id ?? null, {
            topicId: props.topicId,
            title: writtenWords(title),
            body: writtenWords(bodies),
            published,
          });
        });
        if (ok && saved) props.onDone(saved);
      }}
      testId="help-article-dialog"
    >
      <WritingLanguage
        label={t('help.language')}
        languages={languages}
        value={language}
        onChange={setLanguage}
        written={[title, body]}
        testId="help-article-language"
      />
      <Field label={t('help.title')}>
        {(id) => (
          <input
            id={id}
            name="title"
            maxLength={HELP_LIMITS.title}
            value={title[language] ?? ''}
            onChange={(e) => setTitle({ ...title, [language]: e.target.value })}
          />
        )}
      </Field>
      <div className="help-editor">
        <div className="field">
          <span className="label">{t('help.text')}</span>
          <RichTextEditor
            key={language}
            value={html}
            onChange={(value) => setBody((before) => ({ ...before, [language]: value }))}
            label={t('help.text')}
            testId="help-article-editor"
          />
        </div>
        <section className="preview" aria-label={t('help.preview')} data-testid="help-article-preview">
          <p className="preview__label">{t('help.preview')}</p>
          <div className="preview__frame">
            {title[language] && <h3 className="preview__title">{title[language]}</h3>}
            {preview ? (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify under the site's policy just above.
              <div className="preview__body rich" dangerouslySetInnerHTML={{ __html: preview }} />
            ) : (
              <p className="muted">{t('help.previewEmpty')}</p>
            )}
          </div>
        </section>
      </div>
      <label className="check">
        <input
          type="checkbox"
          name="published"
          checked={published}
          onChange={(e) => setPublished(e.target.checked)}
        />
        {t('help.published')}
      </label>
    </Dialog>
  );
}
