import type { ReferralSettings } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { SaveBar } from '../../../components/save-bar';
import { useWholeForm } from '../../../lib/hooks/use-whole-form';
import { InputField, SwitchField } from '../../points/components/input-field';
import { putReferralSettings } from '../api/put-referral-settings';
import { type ReferralDraft, type ReferralField, referralBody, referralDraftOf } from '../referral-rules';
import { RulesWords } from './rules-words';

/**
 * The brand's referral rules: on or off, what the referrer is paid when a friend registers, makes
 * a first deposit of at least the minimum and reaches the valid-bet threshold, and which friends
 * are held for review; the plain-words preview beside them (under them on a phone). Saved whole by
 * the roles of saveReferralSettings; other roles read. A control's problem shows once it was left
 * or the form was sent, the server's refusal above the buttons.
 */
export function RulesEditor(props: {
  settings: ReferralSettings;
  currency: string;
  scale: number;
  writable: boolean;
}) {
  const { t } = useTranslation();
  const { currency, scale, writable } = props;
  const form = useWholeForm({
    stored: props.settings,
    draftOf: (settings: ReferralSettings) => referralDraftOf(settings, scale),
    check: (draft: ReferralDraft) => referralBody(draft, scale),
    put: putReferralSettings,
    formTestId: 'referral-rules-form',
    savedMessage: t('referrals.rules.saved'),
  });
  const { draft, setDraft, body, action } = form;
  const disabled = !writable || action.busy;

  const message = (field: ReferralField) => {
    const key = form.shown(field);
    return key && t(`referrals.rules.invalid.${key}`, { currency, scale });
  };
  const amount = (field: ReferralField, hint?: string) => (
    <InputField
      label={t(`referrals.rules.fields.${field}`, { currency })}
      hint={hint}
      error={message(field)}
      name={field}
      data-field={field}
      inputMode="decimal"
      placeholder="0"
      value={draft[field]}
      onChange={(value) => setDraft((d) => ({ ...d, [field]: value }))}
    />
  );

  return (
    <div className="editor referral-rules">
      <form
        className="referral-rules__form"
        onSubmit={form.save}
        onBlur={form.onBlur}
        noValidate
        data-testid="referral-rules-form"
      >
        {!writable && <p className="form-note">{t('referrals.rules.readOnlyNote')}</p>}
        <div className="card">
          <fieldset className="editor-section" disabled={disabled}>
            <legend>{t('referrals.rules.programmeTitle')}</legend>
            <SwitchField
              label={t('referrals.rules.enabled')}
              name="enabled"
              checked={draft.enabled}
              onChange={(enabled) => setDraft((d) => ({ ...d, enabled }))}
            />
            <p className="muted small">{t('referrals.rules.enabledHint')}</p>
          </fieldset>
          <fieldset className="editor-section" disabled={disabled}>
            <legend>{t('referrals.rules.rewardsTitle')}</legend>
            <p className="muted small">{t('referrals.rules.rewardsHint', { currency })}</p>
            <div className="referral-steps">
              <div className="referral-step" data-testid="step-REGISTER">
                <h3 className="referral-step__title">{t('referrals.stages.REGISTER')}</h3>
                {amount('registerReward')}
              </div>
              <div className="referral-step" data-testid="step-FIRST_DEPOSIT">
                <h3 className="referral-step__title">{t('referrals.stages.FIRST_DEPOSIT')}</h3>
                <div className="grid-2">
                  {amount('firstDepositReward')}
                  {amount('firstDepositMin', t('referrals.rules.firstDepositMinHint'))}
                </div>
              </div>
              <div className="referral-step" data-testid="step-VALID_BET">
                <h3 className="referral-step__title">{t('referrals.stages.VALID_BET')}</h3>
                <div className="grid-2">
                  {amount('validBetReward')}
                  {amount('validBetThreshold', t('referrals.rules.validBetThresholdHint'))}
                </div>
              </div>
            </div>
            <p className="muted small">{t('referrals.rules.changeNote')}</p>
          </fieldset>
          <fieldset className="editor-section" disabled={disabled}>
            <legend>{t('referrals.rules.holdTitle')}</legend>
            <p className="muted small">{t('referrals.rules.holdHint')}</p>
            <SwitchField
              label={t('referrals.rules.holdSameIp')}
              name="holdSameIp"
              checked={draft.holdSameIp}
              onChange={(holdSameIp) => setDraft((d) => ({ ...d, holdSameIp }))}
            />
            <SwitchField
              label={t('referrals.rules.holdSameDevice')}
              name="holdSameDevice"
              checked={draft.holdSameDevice}
              onChange={(holdSameDevice) => setDraft((d) => ({ ...d, holdSameDevice }))}
            />
          </fieldset>
        </div>
        {writable && (
          <SaveBar
            problems={
              form.sent && form.problemCount > 0
                ? t('referrals.fixFields', { count: form.problemCount })
                : null
            }
            error={action.error}
            unsaved={form.dirty ? t('referrals.rules.unsaved') : null}
            busy={action.busy}
            canSave={true}
            discardLabel={t('referrals.rules.discard')}
            saveLabel={t('common.save')}
            onDiscard={form.discard}
          />
        )}
      </form>
      <RulesWords settings={body} ready={form.problemCount === 0} currency={currency} scale={scale} />
    </div>
  );
}
