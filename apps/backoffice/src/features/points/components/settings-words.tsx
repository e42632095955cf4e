import type { PointSettings } from '@tessera/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney, localeOf } from '../../../lib/format';
import { COPY_LANGUAGES, earnLines, nonEarning } from '../points-settings';

/** Money as a member reads it in a rule: whole amounts without decimals (৳100), others with them. */
export function ruleMoney(amount: number, currency: string, language: string, scale: number): string {
  return formatMoney(amount, currency, language, Number.isInteger(amount) ? 0 : scale);
}

/**
 * The points rules in plain words, in the console's language: what each category earns ("1 point
 * per ৳100 on Slots, Fishing"), what earns nothing, the exchange ratio and whether members may
 * convert, and the mall's copy text in each language. Drawn from the form as it stands.
 */
export function SettingsWords(props: {
  settings: PointSettings;
  ready: boolean;
  currency: string;
  scale: number;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { settings, currency, scale } = props;
  const list = new Intl.ListFormat(localeOf(lang), { type: 'conjunction' });
  const categories = (names: readonly string[]) =>
    list.format(names.map((c) => t(`promotions.categories.${c}`)));
  const lines = earnLines(settings.earn);
  const idle = nonEarning(settings.earn);
  const ratio = {
    count: settings.convertPoints,
    points: formatCount(settings.convertPoints, lang),
    amount: formatMoney(settings.convertAmount, currency, lang, scale),
  };
  // The console's two languages first, then any other the brand writes in.
  const rank = (language: string) => {
    const at = (COPY_LANGUAGES as readonly string[]).indexOf(language);
    return at < 0 ? COPY_LANGUAGES.length : at;
  };
  const copyText = Object.entries(settings.copyText)
    .filter(([, text]) => !!text)
    .sort(([a], [b]) => rank(a) - rank(b));
  return (
    <section
      className="preview points-words"
      aria-label={t('points.settings.preview')}
      data-testid="settings-preview"
      data-status={props.ready ? 'ready' : 'waiting'}
    >
      <p className="preview__label">{t('points.settings.preview')}</p>
      <div className={`preview__frame${props.ready ? '' : ' is-stale'}`}>
        {!props.ready && <p className="form-note">{t('points.settings.previewWaiting')}</p>}
        <h3 className="preview__title">{t('points.settings.earnTitle')}</h3>
        <ul className="points-words__list" data-testid="settings-words">
          {lines.length === 0 && <li>{t('points.settings.words.noEarning')}</li>}
          {lines.map((line) => (
            <li key={line.rateBp}>
              {line.words.kind === 'onePer'
                ? t('points.settings.words.onePer', {
                    amount: ruleMoney(line.words.amount, currency, lang, scale),
                    categories: categories(line.categories),
                  })
                : t('points.settings.words.pointsPer', {
                    points: new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 2 }).format(
                      line.words.points,
                    ),
                    amount: ruleMoney(100, currency, lang, scale),
                    categories: categories(line.categories),
                  })}
            </li>
          ))}
          {lines.length > 0 && idle.length > 0 && (
            <li className="muted">{t('points.settings.words.nothing', { categories: categories(idle) })}</li>
          )}
        </ul>
        <h3 className="preview__title">{t('points.settings.convertTitle')}</h3>
        <ul className="points-words__list" data-testid="settings-ratio">
          <li>
            <strong>{t('points.settings.words.ratio', ratio)}</strong>
          </li>
          <li>
            {settings.convertEnabled
              ? t('points.settings.words.convertOn', ratio)
              : t('points.settings.words.convertOff')}
          </li>
        </ul>
        {copyText.length > 0 && (
          <>
            <h3 className="preview__title">{t('points.settings.copyTitle')}</h3>
            <dl className="facts">
              {copyText.map(([language, text]) => (
                <Fragment key={language}>
                  <dt>{language}</dt>
                  <dd lang={language.toLowerCase()}>{text}</dd>
                </Fragment>
              ))}
            </dl>
          </>
        )}
      </div>
    </section>
  );
}
