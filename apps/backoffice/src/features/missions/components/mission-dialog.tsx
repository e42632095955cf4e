import {
  GAME_CATEGORIES,
  MISSION_GOALS,
  MISSION_PERIODS,
  MISSION_REWARDS,
  MISSION_STATUSES,
  type MissionGoal,
  type MissionPeriod,
  type MissionReward,
  type MissionStatus,
  type StaffMission,
} from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { useWritingLanguage, WritingLanguage } from '../../../components/writing-language';
import { formatCount, formatMoney } from '../../../lib/format';
import { useCheckedDraft } from '../../../lib/hooks/use-checked-draft';
import { InputField } from '../../points/components/input-field';
import { CheckedField } from '../../promotions/components/checked-field';
import { TickList } from '../../promotions/components/tick-list';
import { postMission } from '../api/post-mission';
import { putMission } from '../api/put-mission';
import {
  countsMoney,
  emptyMissionDraft,
  LIMITS,
  MISSION_LANGUAGES,
  type MissionDraft,
  type MissionField,
  missionBody,
  missionDraftOf,
  paysMoney,
  takesCategories,
} from '../mission-form';
import { MissionCard } from './mission-card';

/** A select of the editor: its options' words from the catalogue under `keys`. */
function ChoiceField<V extends string>(props: {
  label: string;
  hint?: string | undefined;
  name: MissionField;
  value: V;
  options: readonly V[];
  words: (value: V) => string;
  onChange: (value: V) => void;
}) {
  return (
    <CheckedField label={props.label} hint={props.hint}>
      {(control) => (
        <select
          {...control}
          name={props.name}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value as V)}
        >
          {props.options.map((option) => (
            <option key={option} value={option}>
              {props.words(option)}
            </option>
          ))}
        </select>
      )}
    </CheckedField>
  );
}

/**
 * Adds a mission or changes one: its title and summary per language, icon, period, goal (with the
 * categories or the game it counts) and target, reward, score, status, window and order, with the
 * member's card beside the form in the language being written. A field's problem shows once it was
 * left or the form was sent; the server's refusal above the buttons.
 */
export function MissionDialog(props: {
  mission: StaffMission | null;
  /** The sort order a new mission starts with (after the others). */
  nextSortOrder: number;
  currency: string;
  scale: number;
  onDone: (saved: StaffMission) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { mission, currency, scale } = props;
  const form = useCheckedDraft({
    initial: (): MissionDraft =>
      mission ? missionDraftOf(mission, scale) : emptyMissionDraft(props.nextSortOrder),
    check: (draft: MissionDraft) => missionBody(draft, scale),
    formTestId: 'mission-dialog',
  });
  const { draft, setDraft, set, body, action } = form;
  const { languages, language, setLanguage } = useWritingLanguage(
    MISSION_LANGUAGES,
    mission?.title,
    i18n.language,
  );
  // The server's name for the game, while the id is still the one it named.
  const gameName = mission?.gameName && mission.gameId === body.gameId ? mission.gameName : null;

  const perLanguage = (name: 'title' | 'summary', value: string) =>
    setDraft((d) => ({ ...d, [name]: { ...d[name], [language]: value } }));
  const error = (name: MissionField) => {
    const key = form.shown(name);
    return (
      key && t(`missions.invalid.${key}`, { currency, scale, max: formatCount(LIMITS.score, i18n.language) })
    );
  };

  const submit = async () => {
    const saved = await form.submit(
      (body) => (mission ? putMission(mission.id, body) : postMission(body)),
      // The title is written in some language: show the one that has the problem.
      () => form.problems.title === 'title' && setLanguage(languages[0] ?? 'EN'),
    );
    if (saved) props.onDone(saved);
  };

  const money = countsMoney(draft.goal);
  const unit = money ? currency : t(`missions.units.${draft.goal}`);
  return (
    <Dialog
      wide
      title={mission ? t('missions.editTitle', { id: mission.id }) : t('missions.newTitle')}
      submitLabel={mission ? t('common.save') : t('missions.create')}
      busy={action.busy}
      error={
        form.sent && form.problemCount > 0
          ? t('missions.fixFields', { count: form.problemCount })
          : action.error
      }
      onSubmit={() => void submit()}
      onClose={props.onClose}
      testId="mission-dialog"
    >
      <div className="mission-form" onBlur={form.onBlur}>
        <div className="mission-form__fields">
          {mission && mission.claims > 0 && (
            <p className="form-note" data-testid="mission-claimed">
              {t('missions.claimedNote', {
                count: mission.claims,
                claims: formatCount(mission.claims, i18n.language),
              })}
            </p>
          )}
          <WritingLanguage
            label={t('missions.language')}
            languages={languages}
            value={language}
            onChange={setLanguage}
            written={[draft.title, draft.summary]}
            testId="mission-language"
          />
          <InputField
            label={t('missions.titleIn', { language })}
            hint={t('missions.titleHint')}
            error={error('title')}
            name="title"
            lang={language.toLowerCase()}
            maxLength={LIMITS.title}
            value={draft.title[language] ?? ''}
            onChange={(value) => perLanguage('title', value)}
          />
          <CheckedField label={t('missions.summaryIn', { language })} error={error('summary')}>
            {(control) => (
              <textarea
                {...control}
                name="summary"
                rows={2}
                lang={language.toLowerCase()}
                maxLength={LIMITS.summary}
                value={draft.summary[language] ?? ''}
                onChange={(e) => perLanguage('summary', e.target.value)}
              />
            )}
          </CheckedField>
          <InputField
            label={t('missions.icon')}
            hint={t('missions.iconHint')}
            error={error('icon')}
            name="icon"
            inputMode="url"
            maxLength={LIMITS.icon}
            placeholder="/images/missions/daily-bet.svg"
            value={draft.icon}
            onChange={(value) => set('icon', value)}
          />
          <div className="grid-2">
            <ChoiceField<MissionPeriod>
              label={t('missions.period')}
              hint={t(`missions.periodHints.${draft.period}`)}
              name="period"
              value={draft.period}
              options={MISSION_PERIODS}
              words={(value) => t(`missions.periods.${value}`)}
              onChange={(value) => set('period', value)}
            />
            <ChoiceField<MissionGoal>
              label={t('missions.goal')}
              name="goal"
              value={draft.goal}
              options={MISSION_GOALS}
              words={(value) => t(`missions.goals.${value}`)}
              onChange={(value) => set('goal', value)}
            />
          </div>
          {takesCategories(draft.goal) && (
            <TickList
              testId="mission-categories"
              label={t('missions.categories')}
              allName="allCategories"
              name="categories"
              allLabel={t('missions.allCategories')}
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
          {draft.goal === 'GAME_ROUNDS' && (
            <InputField
              label={t('missions.gameId')}
              hint={gameName ? t('missions.gameIs', { name: gameName }) : t('missions.gameIdHint')}
              error={error('gameId')}
              name="gameId"
              inputMode="numeric"
              value={draft.gameId}
              onChange={(value) => set('gameId', value)}
            />
          )}
          <InputField
            label={t('missions.targetIn', { unit })}
            hint={t(money ? 'missions.targetMoneyHint' : 'missions.targetCountHint')}
            error={error('target')}
            name="target"
            inputMode={money ? 'decimal' : 'numeric'}
            value={draft.target}
            onChange={(value) => set('target', value)}
          />
          <div className="grid-2">
            <ChoiceField<MissionReward>
              label={t('missions.rewardType')}
              hint={t(`missions.rewardHints.${draft.rewardType}`)}
              name="rewardType"
              value={draft.rewardType}
              options={MISSION_REWARDS}
              words={(value) => t(`missions.rewards.${value}`)}
              onChange={(value) => set('rewardType', value)}
            />
            <InputField
              label={
                paysMoney(draft.rewardType)
                  ? t('missions.rewardMoney', { currency })
                  : t('missions.rewardPoints')
              }
              error={error('rewardAmount')}
              name="rewardAmount"
              inputMode={paysMoney(draft.rewardType) ? 'decimal' : 'numeric'}
              value={draft.rewardAmount}
              onChange={(value) => set('rewardAmount', value)}
            />
          </div>
          {draft.rewardType === 'BONUS' && (
            <InputField
              label={t('missions.wageringMultiple')}
              hint={
                body.wageringMultiple > 0 && body.rewardAmount > 0
                  ? t('missions.wageringIs', {
                      amount: formatMoney(
                        body.rewardAmount * body.wageringMultiple,
                        currency,
                        i18n.language,
                        scale,
                      ),
                    })
                  : t('missions.wageringHint')
              }
              error={error('wageringMultiple')}
              name="wageringMultiple"
              inputMode="decimal"
              placeholder="0"
              value={draft.wageringMultiple}
              onChange={(value) => set('wageringMultiple', value)}
            />
          )}
          <div className="grid-2">
            <InputField
              label={t('missions.score')}
              hint={t('missions.scoreHint')}
              error={error('score')}
              name="score"
              inputMode="numeric"
              value={draft.score}
              onChange={(value) => set('score', value)}
            />
            <ChoiceField<MissionStatus>
              label={t('missions.status')}
              hint={t(`missions.statusHints.${draft.status}`)}
              name="status"
              value={draft.status}
              options={MISSION_STATUSES}
              words={(value) => t(`missions.statuses.${value}`)}
              onChange={(value) => set('status', value)}
            />
            <InputField
              label={t('missions.startsAt')}
              error={error('startsAt')}
              name="startsAt"
              type="datetime-local"
              value={draft.startsAt}
              onChange={(value) => set('startsAt', value)}
            />
            <InputField
              label={t('missions.endsAt')}
              hint={t('missions.endsAtHint')}
              error={error('endsAt')}
              name="endsAt"
              type="datetime-local"
              value={draft.endsAt}
              onChange={(value) => set('endsAt', value)}
            />
          </div>
          <InputField
            label={t('missions.sortOrder')}
            hint={t('missions.sortOrderHint')}
            error={error('sortOrder')}
            name="sortOrder"
            inputMode="numeric"
            value={draft.sortOrder}
            onChange={(value) => set('sortOrder', value)}
          />
        </div>
        <section
          className="mission-form__preview"
          aria-label={t('missions.preview')}
          data-testid="mission-preview"
        >
          <p className="preview__label">{t('missions.previewIn', { language })}</p>
          <MissionCard
            mission={body}
            gameName={gameName}
            language={language}
            currency={currency}
            scale={scale}
          />
          {draft.status !== 'LIVE' && (
            <p className="form-note">{t(`missions.previewNotes.${draft.status}`)}</p>
          )}
        </section>
      </div>
    </Dialog>
  );
}
