import { PROMOTION_LIMITS, PROMOTION_TYPES, type PromotionType } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { Segmented } from '../../../components/page-header';
import { CheckedField, type SectionProps } from './checked-field';

/**
 * The promotion's type and its words: a title, a summary and the content (HTML, cleaned on save
 * under the site's rich-text policy) per language; and its picture.
 */
export function TextFields(
  props: SectionProps & {
    languages: readonly string[];
    language: string;
    onLanguage: (language: string) => void;
    /** A saved promotion keeps its type (the server refuses a change). */
    typeFixed: boolean;
  },
) {
  const { t } = useTranslation();
  const { draft, set, error, disabled, language } = props;
  const perLanguage = (name: 'title' | 'summary' | 'content', value: string) =>
    set(name, { ...draft[name], [language]: value });
  return (
    <fieldset className="editor-section" disabled={disabled}>
      <legend>{t('promotions.sections.texts')}</legend>
      <CheckedField
        label={t('promotions.type')}
        hint={props.typeFixed ? t('promotions.typeFixed') : t(`promotions.typeHints.${draft.type}`)}
      >
        {(control) => (
          <select
            {...control}
            name="type"
            value={draft.type}
            disabled={props.typeFixed || disabled}
            onChange={(e) => set('type', e.target.value as PromotionType)}
          >
            {PROMOTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`promotions.types.${type}`)}
              </option>
            ))}
          </select>
        )}
      </CheckedField>
      <div className="field">
        <span className="label">{t('promotions.language')}</span>
        <Segmented
          label={t('promotions.language')}
          value={language}
          options={props.languages.map((l) => ({ value: l, label: l }))}
          onChange={props.onLanguage}
          testId="text-language"
        />
      </div>
      <CheckedField
        label={t('promotions.titleField', { language })}
        hint={t('promotions.titleHint')}
        error={error('title')}
      >
        {(control) => (
          <input
            {...control}
            name="title"
            maxLength={PROMOTION_LIMITS.title}
            value={draft.title[language] ?? ''}
            onChange={(e) => perLanguage('title', e.target.value)}
          />
        )}
      </CheckedField>
      <CheckedField label={t('promotions.summary', { language })}>
        {(control) => (
          <textarea
            {...control}
            name="summary"
            rows={2}
            maxLength={PROMOTION_LIMITS.summary}
            value={draft.summary[language] ?? ''}
            onChange={(e) => perLanguage('summary', e.target.value)}
          />
        )}
      </CheckedField>
      <CheckedField label={t('promotions.content', { language })} hint={t('promotions.contentHint')}>
        {(control) => (
          <textarea
            {...control}
            name="content"
            rows={7}
            className="mono"
            maxLength={PROMOTION_LIMITS.content}
            value={draft.content[language] ?? ''}
            onChange={(e) => perLanguage('content', e.target.value)}
          />
        )}
      </CheckedField>
      <CheckedField label={t('promotions.image')} hint={t('promotions.imageHint')} error={error('image')}>
        {(control) => (
          <input
            {...control}
            name="image"
            inputMode="url"
            maxLength={PROMOTION_LIMITS.image}
            placeholder="/assets/promotions/reload.webp"
            value={draft.image}
            onChange={(e) => set('image', e.target.value)}
          />
        )}
      </CheckedField>
    </fieldset>
  );
}
