import { GAME_CATEGORIES, type GameCategory, type PointSettings } from '@tessera/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { SaveBar } from '../../../components/save-bar';
import { formatCount, formatMoney } from '../../../lib/format';
import { useWholeForm } from '../../../lib/hooks/use-whole-form';
import { CheckedField } from '../../promotions/components/checked-field';
import { putPointSettings } from '../api/put-point-settings';
import {
  COPY_LANGUAGES,
  earnLines,
  rateBpOf,
  type SettingsDraft,
  type SettingsField,
  settingsBody,
  settingsDraftOf,
} from '../points-settings';
import { InputField, SwitchField } from './input-field';
import { ruleMoney, SettingsWords } from './settings-words';

interface RateRow {
  category: GameCategory;
  text: string;
  error: string | undefined;
}

const col = columnHelper<RateRow>();

/**
 * The brand's points rules: a rate per game category (points per 100 of the currency of valid
 * bet), the exchange ratio and whether members may convert, and the mall's copy text per
 * language; the plain-words preview beside them (under them on a phone). Staff who may write
 * them save the whole; other roles read them. A control's problem shows once it was left or the
 * form was sent, the server's refusal above the buttons.
 */
export function SettingsEditor(props: {
  settings: PointSettings;
  currency: string;
  scale: number;
  writable: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { currency, scale, writable } = props;
  const form = useWholeForm({
    stored: props.settings,
    draftOf: (settings: PointSettings) => settingsDraftOf(settings, scale),
    check: (draft: SettingsDraft) => settingsBody(draft, scale),
    put: putPointSettings,
    formTestId: 'points-settings-form',
    savedMessage: t('points.settings.saved'),
  });
  const { saved, draft, setDraft, body, action } = form;
  const languages = useMemo(
    () => [...new Set([...COPY_LANGUAGES, ...Object.keys(saved.copyText)])],
    [saved.copyText],
  );
  const per100 = ruleMoney(100, currency, lang, scale);

  const message = (field: SettingsField) => {
    const key = form.shown(field);
    return key && t(`points.settings.invalid.${key}`, { currency, scale });
  };

  const rows = useMemo<RateRow[]>(
    () =>
      GAME_CATEGORIES.map((category) => {
        const key = form.shown(`rate:${category}`);
        return {
          category,
          text: draft.rates[category] ?? '',
          error: key && t(`points.settings.invalid.${key}`),
        };
      }),
    [draft.rates, form.shown, t],
  );

  const columns = useMemo<Column<RateRow>[]>(
    () => [
      col.display({
        id: 'category',
        header: t('points.settings.category'),
        cell: ({ row }) => <strong>{t(`promotions.categories.${row.original.category}`)}</strong>,
      }),
      col.display({
        id: 'rate',
        header: t('points.settings.rate', { amount: per100 }),
        cell: ({ row }) => {
          const { category, text, error } = row.original;
          if (!writable) return text ? <span className="num">{text}</span> : <span className="muted">—</span>;
          const errorId = `points-rate-${category}-error`;
          return (
            <div className="points-rate">
              <input
                name="rate"
                data-field={`rate:${category}`}
                data-category={category}
                aria-label={t('points.settings.rateIn', {
                  category: t(`promotions.categories.${category}`),
                  amount: per100,
                })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0"
                value={text}
                disabled={action.busy}
                onChange={(e) =>
                  setDraft((d) => ({ ...d, rates: { ...d.rates, [category]: e.target.value } }))
                }
              />
              {error && (
                <p className="field__error" id={errorId} data-testid="field-error">
                  {error}
                </p>
              )}
            </div>
          );
        },
      }),
      col.display({
        id: 'words',
        header: t('points.settings.inWords'),
        cell: ({ row }) => {
          const bp = rateBpOf(row.original.text);
          const line = bp ? earnLines([{ category: row.original.category, rateBp: bp }])[0] : undefined;
          if (!line) return <span className="muted">{t('points.settings.earnsNothing')}</span>;
          return (
            <span className="muted" data-testid="rate-words">
              {line.words.kind === 'onePer'
                ? t('points.settings.words.onePerShort', {
                    amount: ruleMoney(line.words.amount, currency, lang, scale),
                  })
                : t('points.settings.words.pointsPerShort', {
                    points: String(line.words.points),
                    amount: per100,
                  })}
            </span>
          );
        },
      }),
    ],
    [t, writable, per100, action.busy, currency, lang, scale, setDraft],
  );

  const ratio = body.convertPoints > 0 && body.convertAmount > 0;
  return (
    <div className="editor points-settings">
      <form
        className="points-settings__form"
        onSubmit={form.save}
        onBlur={form.onBlur}
        noValidate
        data-testid="points-settings-form"
      >
        {!writable && <p className="form-note">{t('points.settings.readOnlyNote')}</p>}
        <section className="points-section" aria-labelledby="points-earn-title">
          <h2 className="section-title" id="points-earn-title">
            {t('points.settings.earnTitle')}
          </h2>
          <p className="muted small">{t('points.settings.earnHint', { amount: per100 })}</p>
          <div className="points-rates">
            <DataTable
              testId="points-rates-table"
              columns={columns}
              rows={rows}
              rowId={(row) => row.category}
              loading={false}
              error={null}
              onRetry={form.discard}
              emptyTitle={t('common.emptyTitle')}
            />
          </div>
        </section>
        <div className="card">
          <fieldset className="editor-section" disabled={!writable || action.busy}>
            <legend>{t('points.settings.convertTitle')}</legend>
            <div className="grid-2">
              <InputField
                label={t('points.settings.convertPoints')}
                hint={t('points.settings.convertPointsHint')}
                error={message('convertPoints')}
                name="convertPoints"
                data-field="convertPoints"
                inputMode="numeric"
                value={draft.convertPoints}
                onChange={(value) => setDraft((d) => ({ ...d, convertPoints: value }))}
              />
              <InputField
                label={t('points.settings.convertAmount', { currency })}
                hint={
                  ratio
                    ? t('points.settings.words.ratio', {
                        count: body.convertPoints,
                        points: formatCount(body.convertPoints, lang),
                        amount: formatMoney(body.convertAmount, currency, lang, scale),
                      })
                    : undefined
                }
                error={message('convertAmount')}
                name="convertAmount"
                data-field="convertAmount"
                inputMode="decimal"
                value={draft.convertAmount}
                onChange={(value) => setDraft((d) => ({ ...d, convertAmount: value }))}
              />
            </div>
            <SwitchField
              label={t('points.settings.convertEnabled')}
              name="convertEnabled"
              checked={draft.convertEnabled}
              onChange={(enabled) => setDraft((d) => ({ ...d, convertEnabled: enabled }))}
            />
          </fieldset>
          <fieldset className="editor-section" disabled={!writable || action.busy}>
            <legend>{t('points.settings.copyTitle')}</legend>
            <p className="muted small">{t('points.settings.copyHint')}</p>
            <div className="grid-2">
              {languages.map((language) => (
                <CheckedField
                  key={language}
                  label={t('points.settings.copyIn', { language })}
                  error={message(`copyText:${language}`)}
                >
                  {(control) => (
                    <textarea
                      {...control}
                      name="copyText"
                      data-field={`copyText:${language}`}
                      data-language={language}
                      lang={language.toLowerCase()}
                      rows={3}
                      maxLength={300}
                      value={draft.copyText[language] ?? ''}
                      onChange={(e) =>
                        setDraft((d) => ({ ...d, copyText: { ...d.copyText, [language]: e.target.value } }))
                      }
                    />
                  )}
                </CheckedField>
              ))}
            </div>
          </fieldset>
        </div>
        {writable && (
          <SaveBar
            problems={
              form.sent && form.problemCount > 0 ? t('points.fixFields', { count: form.problemCount }) : null
            }
            error={action.error}
            unsaved={form.dirty ? t('points.settings.unsaved') : null}
            busy={action.busy}
            canSave={true}
            discardLabel={t('points.settings.discard')}
            saveLabel={t('common.save')}
            onDiscard={form.discard}
          />
        )}
      </form>
      <SettingsWords settings={body} ready={form.problemCount === 0} currency={currency} scale={scale} />
    </div>
  );
}
