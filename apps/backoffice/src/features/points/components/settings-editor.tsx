import { GAME_CATEGORIES, type GameCategory, type PointSettings } from '@tessera/contracts';
import { type FocusEvent, type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, columnHelper, DataTable } from '../../../components/data-table';
import { SaveBar } from '../../../components/save-bar';
import { showToast } from '../../../components/toast';
import { formatCount, formatMoney } from '../../../lib/format';
import { useAction } from '../../../lib/hooks/use-action';
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
  const [saved, setSaved] = useState(props.settings);
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsDraftOf(props.settings, scale));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [sent, setSent] = useState(false);
  const action = useAction();
  const { body, problems } = useMemo(() => settingsBody(draft, scale), [draft, scale]);
  const problemCount = Object.keys(problems).length;
  const dirty = useMemo(
    () => JSON.stringify(draft) !== JSON.stringify(settingsDraftOf(saved, scale)),
    [draft, saved, scale],
  );
  const languages = useMemo(
    () => [...new Set([...COPY_LANGUAGES, ...Object.keys(saved.copyText)])],
    [saved.copyText],
  );
  const per100 = ruleMoney(100, currency, lang, scale);

  const message = (field: SettingsField) => {
    const key = problems[field];
    return key && (sent || touched.has(field))
      ? t(`points.settings.invalid.${key}`, { currency, scale })
      : undefined;
  };

  const rows = useMemo<RateRow[]>(
    () =>
      GAME_CATEGORIES.map((category) => {
        const field = `rate:${category}` as const;
        const key = problems[field];
        return {
          category,
          text: draft.rates[category] ?? '',
          error: key && (sent || touched.has(field)) ? t(`points.settings.invalid.${key}`) : undefined,
        };
      }),
    [draft.rates, problems, sent, touched, t],
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
    [t, writable, per100, action.busy, currency, lang, scale],
  );

  // A control is checked when it is left: each carries its field's name.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const field = (event.target as unknown as HTMLElement).dataset.field;
    if (field && !touched.has(field)) setTouched((all) => new Set([...all, field]));
  };

  const discard = () => {
    setDraft(settingsDraftOf(saved, scale));
    setTouched(new Set());
    setSent(false);
    action.clear();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (problemCount > 0) {
      action.clear();
      requestAnimationFrame(() =>
        document
          .querySelector<HTMLElement>('[data-testid=points-settings-form] [aria-invalid=true]')
          ?.focus(),
      );
      return;
    }
    let answer: PointSettings | null = null;
    const ok = await action.run(async () => {
      answer = await putPointSettings(body);
    });
    if (ok && answer) {
      setSaved(answer);
      setDraft(settingsDraftOf(answer, scale));
      setTouched(new Set());
      setSent(false);
      showToast(t('points.settings.saved'));
    }
  };

  const ratio = body.convertPoints > 0 && body.convertAmount > 0;
  return (
    <div className="editor points-settings">
      <form
        className="points-settings__form"
        onSubmit={save}
        onBlur={onBlur}
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
              onRetry={discard}
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
            problems={sent && problemCount > 0 ? t('points.fixFields', { count: problemCount }) : null}
            error={action.error}
            unsaved={dirty ? t('points.settings.unsaved') : null}
            busy={action.busy}
            canSave={true}
            discardLabel={t('points.settings.discard')}
            saveLabel={t('common.save')}
            onDiscard={discard}
          />
        )}
      </form>
      <SettingsWords settings={body} ready={problemCount === 0} currency={currency} scale={scale} />
    </div>
  );
}
