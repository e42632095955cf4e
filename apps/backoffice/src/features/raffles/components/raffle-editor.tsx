import { RAFFLE_KINDS, RAFFLE_LIMITS, type StaffRaffle } from '@tessera/contracts';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Segmented } from '../../../components/page-header';
import { SaveBar } from '../../../components/save-bar';
import { showToast } from '../../../components/toast';
import { useWritingLanguage, WritingLanguage } from '../../../components/writing-language';
import { useCheckedDraft } from '../../../lib/hooks/use-checked-draft';
import { InputField, SwitchField } from '../../points/components/input-field';
import { CheckedField } from '../../promotions/components/checked-field';
import { postRaffle } from '../api/post-raffle';
import { putRaffle } from '../api/put-raffle';
import {
  emptyRaffleDraft,
  previewValue,
  RAFFLE_LANGUAGES,
  type RaffleDraft,
  raffleBody,
  raffleDraftOf,
} from '../raffle-form';
import { ExpectedValuePanel } from './expected-value';
import { PrizeRows } from './prize-rows';
import { RuleRows } from './rule-rows';

/**
 * One form for a new raffle and a saved one: its kind, words per language, window, order and
 * switch; the prize table with each row's chance; the ticket rules; and beside it (under it on a
 * phone) a ticket's expected value as the server computed it and as the table being written would
 * give it. Saved whole with the save bar; other roles read.
 */
export function RaffleEditor(props: {
  raffle: StaffRaffle | null;
  nextSortOrder: number;
  currency: string;
  scale: number;
  writable: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { currency, scale } = props;
  const [saved, setSaved] = useState(props.raffle);
  const draftOf = (raffle: StaffRaffle | null): RaffleDraft =>
    raffle ? raffleDraftOf(raffle, scale) : emptyRaffleDraft(props.nextSortOrder);
  const form = useCheckedDraft({
    initial: () => draftOf(saved),
    check: (draft: RaffleDraft) => raffleBody(draft, scale),
    formTestId: 'raffle-form',
  });
  const { draft, set, action } = form;
  const { languages, language, setLanguage } = useWritingLanguage(RAFFLE_LANGUAGES, saved?.title);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stored raffle changes only with a save
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(draftOf(saved)), [draft, saved]);
  const preview = useMemo(() => previewValue(draft.prizes, scale), [draft.prizes, scale]);
  const disabled = !props.writable || action.busy;
  const error = (field: string) => {
    const key = form.shown(field);
    return (
      key &&
      t(`raffles.invalid.${key}`, { currency, min: RAFFLE_LIMITS.minPrizes, max: RAFFLE_LIMITS.maxPrizes })
    );
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await form.submit((body) => (saved ? putRaffle(saved.id, body) : postRaffle(body)));
    if (!answer) return;
    showToast(t(saved ? 'raffles.saved' : 'raffles.created'));
    if (saved) {
      setSaved(answer);
      form.restart(raffleDraftOf(answer, scale));
    } else navigate(`/raffles/${answer.id}`, { replace: true });
  };

  return (
    <div className="editor raffle-editor">
      <form
        className="editor__form"
        onSubmit={save}
        onBlur={form.onBlur}
        noValidate
        data-testid="raffle-form"
      >
        {!props.writable && <p className="form-note">{t('raffles.readOnlyNote')}</p>}
        <div className="card">
          <fieldset className="editor-section" disabled={disabled}>
            <legend>{t('raffles.sections.basics')}</legend>
            <div className="field">
              <span className="label">{t('raffles.kind')}</span>
              <Segmented
                label={t('raffles.kind')}
                value={draft.kind}
                options={RAFFLE_KINDS.map((kind) => ({ value: kind, label: t(`raffles.kinds.${kind}`) }))}
                onChange={(kind) => set('kind', kind)}
                testId="raffle-kind"
              />
            </div>
            <WritingLanguage
              label={t('raffles.language')}
              languages={languages}
              value={language}
              onChange={setLanguage}
              written={[draft.title, draft.summary]}
              testId="raffle-language"
            />
            <InputField
              label={t('raffles.titleField', { language })}
              error={error('title')}
              name="title"
              maxLength={RAFFLE_LIMITS.title}
              value={draft.title[language] ?? ''}
              onChange={(value) => set('title', { ...draft.title, [language]: value })}
            />
            <CheckedField label={t('raffles.summaryField', { language })} error={error('summary')}>
              {(control) => (
                <textarea
                  {...control}
                  name="summary"
                  rows={2}
                  maxLength={RAFFLE_LIMITS.summary}
                  value={draft.summary[language] ?? ''}
                  onChange={(e) => set('summary', { ...draft.summary, [language]: e.target.value })}
                />
              )}
            </CheckedField>
            <div className="grid-2">
              <InputField
                label={t('raffles.startsAt')}
                error={error('startsAt')}
                name="startsAt"
                type="datetime-local"
                value={draft.startsAt}
                onChange={(value) => set('startsAt', value)}
              />
              <InputField
                label={t('raffles.endsAt')}
                hint={t('raffles.endsAtHint')}
                error={error('endsAt')}
                name="endsAt"
                type="datetime-local"
                value={draft.endsAt}
                onChange={(value) => set('endsAt', value)}
              />
            </div>
            <InputField
              label={t('raffles.order')}
              error={error('sortOrder')}
              name="sortOrder"
              inputMode="numeric"
              value={draft.sortOrder}
              onChange={(value) => set('sortOrder', value)}
            />
            <SwitchField
              label={t('raffles.enabled')}
              name="enabled"
              checked={draft.enabled}
              onChange={(enabled) => set('enabled', enabled)}
            />
            <p className="muted small">{t('raffles.enabledHint')}</p>
          </fieldset>
          <fieldset className="editor-section" disabled={disabled}>
            <legend>{t('raffles.sections.prizes')}</legend>
            <p className="muted small">{t('raffles.prizesHint')}</p>
            {error('prizes') && <p className="field__error">{error('prizes')}</p>}
            <PrizeRows
              prizes={draft.prizes}
              chances={preview?.chances ?? null}
              language={language}
              currency={currency}
              disabled={disabled}
              error={error}
              onChange={(prizes) => set('prizes', prizes)}
            />
          </fieldset>
          <fieldset className="editor-section" disabled={disabled}>
            <legend>{t('raffles.sections.rules')}</legend>
            <p className="muted small">{t('raffles.rulesHint')}</p>
            <RuleRows
              rules={draft.rules}
              currency={currency}
              disabled={disabled}
              error={error}
              onChange={(rules) => set('rules', rules)}
            />
          </fieldset>
        </div>
        {props.writable && (
          <SaveBar
            problems={
              form.sent && form.problemCount > 0 ? t('raffles.fixFields', { count: form.problemCount }) : null
            }
            error={action.error}
            unsaved={dirty ? t('raffles.unsaved') : null}
            busy={action.busy}
            canSave={saved === null || dirty}
            discardLabel={t('raffles.discard')}
            saveLabel={t(saved ? 'common.save' : 'raffles.create')}
            onDiscard={() => form.restart(draftOf(saved))}
          />
        )}
      </form>
      <ExpectedValuePanel
        saved={saved?.expectedValue ?? null}
        preview={preview}
        dirty={dirty}
        currency={currency}
        scale={scale}
      />
    </div>
  );
}
