import { GAME_CATEGORIES, type JackpotSettings } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { SaveBar } from '../../../components/save-bar';
import { useWholeForm } from '../../../lib/hooks/use-whole-form';
import { InputField, SwitchField } from '../../points/components/input-field';
import { TickList } from '../../promotions/components/tick-list';
import { putJackpotSettings } from '../api/put-jackpot-settings';
import { type JackpotDraft, type JackpotField, jackpotBody, jackpotDraftOf } from '../jackpot-form';

/**
 * The brand's jackpot: on or off, the categories whose valid bet feeds it and at what percent, the
 * seed each cycle starts at and the range its drop point is drawn in. Saved whole by the roles of
 * saveJackpotSettings; other roles read. The open cycle keeps its committed drop point.
 */
export function SettingsEditor(props: {
  settings: JackpotSettings;
  currency: string;
  scale: number;
  writable: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { currency, scale, writable } = props;
  const form = useWholeForm({
    stored: props.settings,
    draftOf: (settings: JackpotSettings) => jackpotDraftOf(settings, scale),
    check: (draft: JackpotDraft) => jackpotBody(draft, scale),
    put: async (body: JackpotSettings) => {
      const saved = await putJackpotSettings(body);
      props.onSaved();
      return saved;
    },
    formTestId: 'jackpot-settings-form',
    savedMessage: t('jackpot.saved'),
  });
  const { draft, setDraft, action } = form;
  const disabled = !writable || action.busy;
  const message = (field: JackpotField) => {
    const key = form.shown(field);
    return key && t(`jackpot.invalid.${key}`, { currency, scale });
  };
  const input = (field: Exclude<JackpotField, 'categories'>, hint?: string) => (
    <InputField
      label={t(`jackpot.fields.${field}`, { currency })}
      hint={hint}
      error={message(field)}
      name={field}
      data-field={field}
      inputMode="decimal"
      value={draft[field]}
      onChange={(value) => setDraft((d) => ({ ...d, [field]: value }))}
    />
  );

  return (
    <form
      className="jackpot-settings"
      onSubmit={form.save}
      onBlur={form.onBlur}
      noValidate
      data-testid="jackpot-settings-form"
    >
      {!writable && <p className="form-note">{t('jackpot.readOnlyNote')}</p>}
      <div className="card">
        <fieldset className="editor-section" disabled={disabled}>
          <legend>{t('jackpot.settingsTitle')}</legend>
          <SwitchField
            label={t('jackpot.enabled')}
            name="enabled"
            checked={draft.enabled}
            onChange={(enabled) => setDraft((d) => ({ ...d, enabled }))}
          />
          <p className="muted small">{t('jackpot.enabledHint')}</p>
        </fieldset>
        <fieldset className="editor-section" disabled={disabled}>
          <legend>{t('jackpot.feedTitle')}</legend>
          <TickList
            testId="jackpot-categories"
            label={t('jackpot.fields.categories')}
            allName="allCategories"
            name="categories"
            allLabel={t('jackpot.allCategories')}
            all={draft.all}
            onAll={(all) => setDraft((d) => ({ ...d, all }))}
            options={GAME_CATEGORIES.map((value) => ({ value, label: t(`promotions.categories.${value}`) }))}
            selected={draft.categories}
            onChange={(categories) => setDraft((d) => ({ ...d, categories }))}
            error={message('categories')}
          />
          {input('percent', t('jackpot.percentHint'))}
        </fieldset>
        <fieldset className="editor-section" disabled={disabled}>
          <legend>{t('jackpot.cycleTitle')}</legend>
          {input('seed', t('jackpot.seedHint'))}
          <div className="grid-2">
            {input('dropMin')}
            {input('dropMax')}
          </div>
          <p className="muted small">{t('jackpot.dropHint')}</p>
        </fieldset>
      </div>
      {writable && (
        <SaveBar
          problems={
            form.sent && form.problemCount > 0 ? t('jackpot.fixFields', { count: form.problemCount }) : null
          }
          error={action.error}
          unsaved={form.dirty ? t('jackpot.unsaved') : null}
          busy={action.busy}
          canSave={true}
          discardLabel={t('jackpot.discard')}
          saveLabel={t('common.save')}
          onDiscard={form.discard}
        />
      )}
    </form>
  );
}
