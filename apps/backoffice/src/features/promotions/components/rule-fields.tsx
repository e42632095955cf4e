import {
  GAME_CATEGORIES,
  PROMOTION_FREQUENCIES,
  type PromotionChoices,
  type PromotionFrequency,
} from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { paidFromPlay, takesDeposit } from '../promotion-form';
import { CheckedField, type SectionProps } from './checked-field';
import { TickList } from './tick-list';

/**
 * When it runs and who may take part: the window, how often, joining, new members, VIP levels, the
 * order.
 */
export function WindowFields(props: SectionProps & { levels: PromotionChoices['vipLevels'] }) {
  const { t } = useTranslation();
  const { draft, set, error, disabled } = props;
  return (
    <fieldset className="editor-section" disabled={disabled}>
      <legend>{t('promotions.sections.window')}</legend>
      <div className="grid-2">
        <CheckedField label={t('promotions.startsAt')} error={error('startsAt')}>
          {(control) => (
            <input
              {...control}
              name="startsAt"
              type="datetime-local"
              value={draft.startsAt}
              onChange={(e) => set('startsAt', e.target.value)}
            />
          )}
        </CheckedField>
        <CheckedField
          label={t('promotions.endsAt')}
          hint={t('promotions.endsAtHint')}
          error={error('endsAt')}
        >
          {(control) => (
            <input
              {...control}
              name="endsAt"
              type="datetime-local"
              value={draft.endsAt}
              onChange={(e) => set('endsAt', e.target.value)}
            />
          )}
        </CheckedField>
        <CheckedField
          label={t('promotions.frequency')}
          hint={t('promotions.frequencyHint')}
          error={error('frequency')}
        >
          {(control) => (
            <select
              {...control}
              name="frequency"
              value={draft.frequency}
              onChange={(e) => set('frequency', e.target.value as PromotionFrequency)}
            >
              {PROMOTION_FREQUENCIES.map((f) => (
                <option key={f} value={f} disabled={f === 'ONCE' && paidFromPlay(draft.type)}>
                  {t(`promotions.frequencies.${f}`)}
                </option>
              ))}
            </select>
          )}
        </CheckedField>
        <CheckedField
          label={t('promotions.newMemberDays')}
          hint={t('promotions.newMemberDaysHint')}
          error={error('newMemberDays')}
        >
          {(control) => (
            <input
              {...control}
              name="newMemberDays"
              inputMode="numeric"
              value={draft.newMemberDays}
              onChange={(e) => set('newMemberDays', e.target.value.replace(/\D/gu, ''))}
            />
          )}
        </CheckedField>
        <CheckedField
          label={t('promotions.sortOrder')}
          hint={t('promotions.sortOrderHint')}
          error={error('sortOrder')}
        >
          {(control) => (
            <input
              {...control}
              name="sortOrder"
              inputMode="numeric"
              value={draft.sortOrder}
              onChange={(e) => set('sortOrder', e.target.value.replace(/\D/gu, ''))}
            />
          )}
        </CheckedField>
      </div>
      <TickList
        testId="vip-levels"
        label={t('promotions.vipLevels')}
        allName="allLevels"
        name="vipLevels"
        allLabel={t('promotions.allLevels')}
        all={draft.allLevels}
        onAll={(all) => set('allLevels', all)}
        options={props.levels.map((level) => ({ value: level.level, label: level.name }))}
        selected={draft.vipLevels}
        onChange={(levels) => set('vipLevels', levels)}
        hint={t('promotions.vipLevelsHint')}
        error={error('vipLevels')}
      />
      <div className="checks">
        {(takesDeposit(draft.type) || paidFromPlay(draft.type)) && (
          <label className="check">
            <input
              type="checkbox"
              name="joinRequired"
              checked={draft.joinRequired}
              onChange={(e) => set('joinRequired', e.target.checked)}
            />
            <span>
              {t('promotions.joinRequired')}
              <small className="muted">{t('promotions.joinRequiredHint')}</small>
            </span>
          </label>
        )}
        <label className="check">
          <input
            type="checkbox"
            name="exclusive"
            checked={draft.exclusive}
            onChange={(e) => set('exclusive', e.target.checked)}
          />
          <span>
            {t('promotions.exclusive')}
            <small className="muted">{t('promotions.exclusiveHint')}</small>
          </span>
        </label>
      </div>
    </fieldset>
  );
}

/**
 * The deposit that qualifies (channels, minimum; deposit types only) and the reward: fixed, a
 * percent of the deposit with a cap, given at once or claimed.
 */
export function RewardFields(
  props: SectionProps & {
    /** The brand's deposit channels. */
    channels: PromotionChoices['channels'];
    currency: string;
  },
) {
  const { t } = useTranslation();
  const { draft, set, error, disabled } = props;
  const deposit = takesDeposit(draft.type);
  const period = paidFromPlay(draft.type);
  const known = new Set(props.channels.map((c) => c.code));
  return (
    <fieldset className="editor-section" disabled={disabled}>
      <legend>{t('promotions.sections.reward')}</legend>
      {deposit && (
        <TickList
          testId="channels"
          label={t('promotions.channels')}
          allName="allChannels"
          name="channels"
          allLabel={t('promotions.allChannels')}
          all={draft.allChannels}
          onAll={(all) => set('allChannels', all)}
          options={[
            ...props.channels.map((channel) => ({
              value: channel.code,
              label: (
                <>
                  {channel.name} <span className="muted mono">{channel.code}</span>
                  {!channel.enabled && <small className="muted">{t('promotions.channelOff')}</small>}
                </>
              ),
            })),
            // Codes saved before that the brand has since removed.
            ...draft.channels
              .filter((code) => !known.has(code))
              .map((code) => ({ value: code, label: <span className="mono">{code}</span> })),
          ]}
          selected={draft.channels}
          onChange={(channels) => set('channels', channels)}
          error={error('channels')}
        />
      )}
      {period && (
        <TickList
          testId="categories"
          label={t('promotions.categoriesLabel')}
          allName="allCategories"
          name="categories"
          allLabel={t('promotions.allCategories')}
          all={draft.allCategories}
          onAll={(all) => set('allCategories', all)}
          options={GAME_CATEGORIES.map((category) => ({
            value: category,
            label: t(`promotions.categories.${category}`),
          }))}
          selected={draft.categories}
          onChange={(categories) => set('categories', categories)}
          error={error('categories')}
        />
      )}
      <div className="grid-2">
        {deposit && (
          <CheckedField
            label={t('promotions.minDeposit', { currency: props.currency })}
            error={error('minDeposit')}
          >
            {(control) => (
              <input
                {...control}
                name="minDeposit"
                inputMode="decimal"
                placeholder="0"
                value={draft.minDeposit}
                onChange={(e) => set('minDeposit', e.target.value)}
              />
            )}
          </CheckedField>
        )}
        {!period && (
          <CheckedField
            label={t('promotions.rewardFixed', { currency: props.currency })}
            hint={deposit ? t('promotions.rewardFixedHint') : undefined}
            error={error('rewardFixed')}
          >
            {(control) => (
              <input
                {...control}
                name="rewardFixed"
                inputMode="decimal"
                placeholder="0"
                value={draft.rewardFixed}
                onChange={(e) => set('rewardFixed', e.target.value)}
              />
            )}
          </CheckedField>
        )}
        {(deposit || period) && (
          <CheckedField
            label={
              period
                ? t(
                    draft.type === 'REBATE'
                      ? 'promotions.rewardPercentOfPlay'
                      : 'promotions.rewardPercentOfLoss',
                  )
                : t('promotions.rewardPercent')
            }
            hint={period ? undefined : t('promotions.rewardPercentHint')}
            error={error('rewardPercent')}
          >
            {(control) => (
              <span className="input-suffix">
                <input
                  {...control}
                  name="rewardPercent"
                  inputMode="decimal"
                  placeholder="0"
                  value={draft.rewardPercent}
                  onChange={(e) => set('rewardPercent', e.target.value)}
                />
                <span aria-hidden="true">%</span>
              </span>
            )}
          </CheckedField>
        )}
        <CheckedField
          label={t('promotions.rewardCap', { currency: props.currency })}
          hint={
            period
              ? t('promotions.rewardCapPeriodHint')
              : deposit
                ? t('promotions.rewardCapHint')
                : t('promotions.rewardCapAppliedHint')
          }
          error={error('rewardCap')}
        >
          {(control) => (
            <input
              {...control}
              name="rewardCap"
              inputMode="decimal"
              value={draft.rewardCap}
              onChange={(e) => set('rewardCap', e.target.value)}
            />
          )}
        </CheckedField>
        <CheckedField
          label={t('promotions.claimMode')}
          hint={t(`promotions.claimModeHints.${draft.claimMode}`)}
        >
          {(control) => (
            <select
              {...control}
              name="claimMode"
              value={draft.claimMode}
              onChange={(e) => set('claimMode', e.target.value as 'AUTO' | 'CLAIM')}
            >
              <option value="AUTO">{t('promotions.claimModes.AUTO')}</option>
              <option value="CLAIM">{t('promotions.claimModes.CLAIM')}</option>
            </select>
          )}
        </CheckedField>
      </div>
    </fieldset>
  );
}
