import type { PromotionChoices, StaffPromotion } from '@tessera/contracts';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../components/toast';
import { useCheckedDraft } from '../../../lib/hooks/use-checked-draft';
import { postPromotion } from '../api/post-promotion';
import { putPromotion } from '../api/put-promotion';
import { bodyOf, type DraftField, draftOf, emptyDraft, type PromotionDraft } from '../promotion-form';
import { PromotionPreview } from './promotion-preview';
import { RewardFields, WindowFields } from './rule-fields';
import { TextFields } from './text-fields';
import { WageringFields } from './wagering-fields';

/** The languages the editor always offers; a saved promotion's others are kept and shown too. */
const BASE_LANGUAGES = ['EN', 'BN'] as const;

/**
 * The one form for a new promotion and a saved one, with the live preview beside it (under it on
 * a phone). A field's problem shows once it was left or the form was sent; the server's refusal
 * (rules between fields, a status that moved on) shows above the buttons.
 */
export function PromotionEditor(props: {
  item: StaffPromotion | null;
  choices: PromotionChoices;
  currency: string;
  scale: number;
  /** The role may write promotions; otherwise the form is read only. */
  writable: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { item } = props;
  const form = useCheckedDraft({
    initial: (): PromotionDraft => (item ? draftOf(item) : emptyDraft()),
    check: (draft: PromotionDraft) => bodyOf(draft, props.scale),
    formTestId: 'promotion-form',
  });
  const { draft, set, body, problems, action } = form;
  const languages = useMemo(
    () => [...new Set([...BASE_LANGUAGES, ...Object.keys(item?.title ?? {})])],
    [item],
  );
  const [language, setLanguage] = useState<string>(languages[0] ?? 'EN');
  const ready = form.problemCount === 0;
  const ended = item?.status === 'ENDED';
  const disabled = !props.writable || ended || action.busy;

  // Every control is named after its draft field.
  const error = (name: DraftField) => {
    const key = form.shown(name);
    return key && t(`promotions.invalid.${key}`, { currency: props.currency });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await form.submit(
      (body) => (item ? putPromotion(item.id, body) : postPromotion(body)).then(() => true),
      () => {
        const first = Object.keys(problems)[0];
        if (first === 'title' && !draft.title[language]?.trim()) setLanguage(languages[0] ?? 'EN');
      },
    );
    if (saved) {
      showToast(t(item ? 'promotions.saved' : 'promotions.created'));
      navigate('/promotions');
    }
  };

  const section = { draft, set, error, disabled };
  return (
    <div className="editor promo-editor">
      <form
        className="card editor__form"
        onSubmit={save}
        onBlur={form.onBlur}
        noValidate
        data-testid="promotion-form"
      >
        {ended && <p className="form-note">{t('promotions.endedNote')}</p>}
        {!props.writable && <p className="form-note">{t('promotions.readOnlyNote')}</p>}
        <TextFields
          {...section}
          languages={languages}
          language={language}
          onLanguage={setLanguage}
          typeFixed={item !== null}
        />
        <WindowFields {...section} levels={props.choices.vipLevels} />
        <RewardFields {...section} channels={props.choices.channels} currency={props.currency} />
        <WageringFields {...section} currency={props.currency} />
        {form.sent && !ready && (
          <p className="form-error" role="alert" data-testid="form-problems">
            {t('promotions.fixFields', { count: form.problemCount })}
          </p>
        )}
        {action.error && (
          <p className="form-error" role="alert" data-testid="form-error">
            {action.error}
          </p>
        )}
        {props.writable && !ended && (
          <div className="card__actions">
            <button type="submit" className="btn btn--primary" disabled={action.busy} data-testid="save">
              {t(item ? 'common.save' : 'promotions.createDraft')}
            </button>
          </div>
        )}
      </form>
      <PromotionPreview
        body={body}
        ready={ready}
        allowed={props.writable}
        languages={languages}
        currency={props.currency}
        scale={props.scale}
      />
    </div>
  );
}
