import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localeOf } from '../../../lib/format';
import { changeOf } from '../dashboard-figures';

/** Today's figure, its change against yesterday, and a link to its rows where a list exists. */
export function FigureTile(props: {
  id: string;
  label: string;
  value: number;
  text: string;
  yesterday: number | null;
  to: string | null;
}) {
  const { t, i18n } = useTranslation();
  const change = changeOf(props.value, props.yesterday);
  const percent =
    change === null
      ? null
      : new Intl.NumberFormat(localeOf(i18n.language), {
          style: 'percent',
          maximumFractionDigits: 1,
          signDisplay: 'exceptZero',
        }).format(change);
  const tone =
    change === null
      ? props.yesterday === 0 && props.value !== 0
        ? props.value > 0
          ? 'up'
          : 'down'
        : 'flat'
      : change === 0
        ? 'flat'
        : change > 0
          ? 'up'
          : 'down';
  const body = (
    <>
      <span className="tile__label">{props.label}</span>
      <strong className={`tile__value num${props.value < 0 ? ' num--debit' : ''}`} data-testid="tile-value">
        {props.text}
      </strong>
      <span className={`tile__change tile__change--${tone}`}>
        {percent !== null
          ? t('dashboard.vsYesterday', { change: percent })
          : props.yesterday === 0
            ? props.value === 0
              ? t('dashboard.sameAsYesterday')
              : t('dashboard.fromNothing')
            : t('dashboard.noChange')}
      </span>
    </>
  );
  return props.to ? (
    <Link className="tile tile--link" to={props.to} data-testid={`tile-${props.id}`} data-value={props.value}>
      {body}
    </Link>
  ) : (
    <div className="tile" data-testid={`tile-${props.id}`} data-value={props.value}>
      {body}
    </div>
  );
}
