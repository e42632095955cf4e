import { LEADERBOARD_PERIODS, type LeaderboardSettings, MISSION_LIMITS } from '@tessera/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { Segmented } from '../../../components/page-header';
import { SaveBar } from '../../../components/save-bar';
import { formatCount, formatMoney } from '../../../lib/format';
import { useWholeForm } from '../../../lib/hooks/use-whole-form';
import { InputField, SwitchField } from '../../points/components/input-field';
import { putLeaderboardSettings } from '../api/put-leaderboard-settings';
import {
  type LeaderboardDraft,
  type LeaderboardField,
  leaderboardBody,
  leaderboardDraftOf,
  prizePool,
  RANKS_SHOWN,
  risingRanks,
} from '../leaderboard-form';

/**
 * The leaderboard's rules: on or off, its period, a prize per rank (rank 1 first, added and
 * removed at the end of the list) and the ranks counted for members; saved whole. Staff who may
 * write them save; other roles read. A control's problem shows once it was left or the form was
 * sent, the server's refusal above the buttons.
 */
export function RulesEditor(props: {
  settings: LeaderboardSettings;
  currency: string;
  scale: number;
  writable: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { currency, scale, writable } = props;
  const form = useWholeForm({
    stored: props.settings,
    draftOf: (settings: LeaderboardSettings) => leaderboardDraftOf(settings, scale),
    check: (draft: LeaderboardDraft) => leaderboardBody(draft, scale),
    put: putLeaderboardSettings,
    formTestId: 'leaderboard-form',
    savedMessage: t('leaderboard.rules.saved'),
  });
  const { saved, draft, setDraft, body, action } = form;
  const rising = useMemo(() => new Set(risingRanks(body.prizes)), [body.prizes]);
  const money = (value: number) => formatMoney(value, currency, lang, scale);
  const disabled = !writable || action.busy;

  const message = (field: LeaderboardField) => {
    const key = form.shown(field);
    return (
      key &&
      t(`leaderboard.invalid.${key}`, {
        currency,
        scale,
        min: formatCount(RANKS_SHOWN.min, lang),
        max: formatCount(RANKS_SHOWN.max, lang),
      })
    );
  };
  const setPrize = (index: number, value: string) =>
    setDraft((d) => ({ ...d, prizes: d.prizes.map((p, i) => (i === index ? value : p)) }));
  const addRank = () => {
    setDraft((d) => ({ ...d, prizes: [...d.prizes, ''] }));
    const next = draft.prizes.length;
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLInputElement>(`[data-testid=leaderboard-form] [data-field="prize:${next}"]`)
        ?.focus(),
    );
  };
  const removeRank = () => {
    const last = draft.prizes.length - 1;
    setDraft((d) => ({ ...d, prizes: d.prizes.slice(0, -1) }));
    form.untouch(`prize:${last}`);
  };

  const full = draft.prizes.length >= MISSION_LIMITS.maxPrizes;
  return (
    <form
      className="board-rules"
      onSubmit={form.save}
      onBlur={form.onBlur}
      noValidate
      data-testid="leaderboard-form"
    >
      {!writable && <p className="form-note">{t('leaderboard.rules.readOnlyNote')}</p>}
      <div className="card">
        <fieldset className="editor-section" disabled={disabled}>
          <legend>{t('leaderboard.rules.boardTitle')}</legend>
          <SwitchField
            label={t('leaderboard.rules.enabled')}
            name="enabled"
            checked={draft.enabled}
            onChange={(enabled) => setDraft((d) => ({ ...d, enabled }))}
          />
          <div className="field">
            <span className="label">{t('leaderboard.rules.period')}</span>
            <Segmented
              label={t('leaderboard.rules.period')}
              value={draft.period}
              options={LEADERBOARD_PERIODS.map((value) => ({
                value,
                label: t(`leaderboard.periods.${value}`),
              }))}
              onChange={(period) => writable && setDraft((d) => ({ ...d, period }))}
              testId="leaderboard-period"
            />
            <p className="field__hint">
              {draft.period === saved.period
                ? t('leaderboard.rules.periodHint')
                : t('leaderboard.rules.periodChanged')}
            </p>
          </div>
          <InputField
            label={t('leaderboard.rules.rankShown')}
            hint={t('leaderboard.rules.rankShownHint', { rank: formatCount(body.rankShown, lang) })}
            error={message('rankShown')}
            name="rankShown"
            data-field="rankShown"
            inputMode="numeric"
            value={draft.rankShown}
            onChange={(rankShown) => setDraft((d) => ({ ...d, rankShown }))}
          />
        </fieldset>
        <fieldset className="editor-section" disabled={disabled}>
          <legend>{t('leaderboard.rules.prizesTitle')}</legend>
          <p className="muted small">{t('leaderboard.rules.prizesHint', { currency })}</p>
          {draft.prizes.length === 0 ? (
            <p className="board-prizes__none" data-testid="no-prizes">
              {t('leaderboard.rules.noPrizes')}
            </p>
          ) : (
            <ol className="board-prizes" data-testid="prizes">
              {draft.prizes.map((text, index) => {
                const field = `prize:${index}` as const;
                const error = message(field);
                const errorId = `board-prize-${index}-error`;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a rank is its place in the list.
                  <li key={index} className="board-prize" data-testid="prize">
                    <label className="board-prize__rank" htmlFor={`board-prize-${index}`}>
                      {t('leaderboard.rules.rankN', { rank: index + 1 })}
                    </label>
                    <div className="board-prize__input">
                      <input
                        id={`board-prize-${index}`}
                        name="prize"
                        data-field={field}
                        inputMode="decimal"
                        autoComplete="off"
                        placeholder="0"
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        value={text}
                        onChange={(e) => setPrize(index, e.target.value)}
                      />
                      {error && (
                        <p className="field__error" id={errorId} data-testid="field-error">
                          {error}
                        </p>
                      )}
                      {!error && rising.has(index) && (
                        <p className="field__hint" data-testid="prize-rising">
                          {t('leaderboard.rules.rising', { rank: index })}
                        </p>
                      )}
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
          {writable && (
            <div className="board-prizes__buttons">
              <button
                type="button"
                className="btn btn--small"
                onClick={addRank}
                disabled={full || action.busy}
                data-testid="add-prize"
              >
                <Icon name="plus" size={14} /> {t('leaderboard.rules.addRank')}
              </button>
              {draft.prizes.length > 0 && (
                <button
                  type="button"
                  className="btn btn--small"
                  onClick={removeRank}
                  disabled={action.busy}
                  data-testid="remove-prize"
                >
                  <Icon name="trash" size={14} />{' '}
                  {t('leaderboard.rules.removeRank', { rank: draft.prizes.length })}
                </button>
              )}
            </div>
          )}
          <p className="board-pool" data-testid="prize-pool">
            {t('leaderboard.rules.pool', {
              count: body.prizes.filter((p) => p > 0).length,
              ranks: formatCount(body.prizes.filter((p) => p > 0).length, lang),
              amount: money(prizePool(body.prizes, scale)),
              period: t(`leaderboard.perPeriod.${body.period}`),
            })}
          </p>
        </fieldset>
      </div>
      {writable && (
        <SaveBar
          problems={
            form.sent && form.problemCount > 0 ? t('missions.fixFields', { count: form.problemCount }) : null
          }
          error={action.error}
          unsaved={form.dirty ? t('leaderboard.rules.unsaved') : null}
          busy={action.busy}
          canSave={true}
          discardLabel={t('leaderboard.rules.discard')}
          saveLabel={t('common.save')}
          onDiscard={form.discard}
        />
      )}
    </form>
  );
}
