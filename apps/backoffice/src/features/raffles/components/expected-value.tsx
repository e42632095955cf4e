import type { ExpectedValue } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../../../lib/format';
import type { PreviewValue } from '../raffle-form';
import { formatPercent } from '../raffle-words';

function Figures(props: {
  testId: string;
  cash: number;
  bonus: number;
  points: number;
  nothingChance: number;
  totalWeight: number;
  currency: string;
  scale: number;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (value: number) => formatMoney(value, props.currency, lang, props.scale);
  return (
    <dl className="facts raffle-ev__facts" data-testid={props.testId}>
      <div>
        <dt>{t('raffles.ev.money')}</dt>
        <dd data-testid={`${props.testId}-money`}>
          <strong>{money(props.cash + props.bonus)}</strong>
        </dd>
      </div>
      <div>
        <dt>{t('raffles.ev.cash')}</dt>
        <dd>{money(props.cash)}</dd>
      </div>
      <div>
        <dt>{t('raffles.ev.bonus')}</dt>
        <dd>{money(props.bonus)}</dd>
      </div>
      <div>
        <dt>{t('raffles.ev.points')}</dt>
        <dd>{formatCount(Math.round(props.points * 100) / 100, lang)}</dd>
      </div>
      <div>
        <dt>{t('raffles.ev.nothing')}</dt>
        <dd>{formatPercent(props.nothingChance, lang)}</dd>
      </div>
      <div>
        <dt>{t('raffles.ev.totalWeight')}</dt>
        <dd>{formatCount(props.totalWeight, lang)}</dd>
      </div>
    </dl>
  );
}

/**
 * What one ticket gives on average: as the server computed it for the saved table, and as the table
 * being written would give it (the live preview), so a change's cost shows before it is saved.
 */
export function ExpectedValuePanel(props: {
  saved: ExpectedValue | null;
  preview: PreviewValue | null;
  dirty: boolean;
  currency: string;
  scale: number;
}) {
  const { t } = useTranslation();
  const { currency, scale } = props;
  return (
    <aside className="card raffle-ev" data-testid="raffle-ev">
      <h2 className="card__title">{t('raffles.ev.title')}</h2>
      <p className="muted small">{t('raffles.ev.lead')}</p>
      <h3 className="raffle-ev__subtitle">{t('raffles.ev.server')}</h3>
      {props.saved ? (
        <Figures testId="raffle-ev-server" {...props.saved} currency={currency} scale={scale} />
      ) : (
        <p className="muted small">{t('raffles.ev.notSaved')}</p>
      )}
      <h3 className="raffle-ev__subtitle">
        {t('raffles.ev.preview')}
        {props.dirty && props.saved && <span className="badge badge--wait">{t('raffles.ev.changed')}</span>}
      </h3>
      {props.preview ? (
        <Figures testId="raffle-ev-preview" {...props.preview} currency={currency} scale={scale} />
      ) : (
        <p className="muted small">{t('raffles.ev.noWeights')}</p>
      )}
    </aside>
  );
}
