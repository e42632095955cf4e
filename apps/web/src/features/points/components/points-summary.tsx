import type { PointBalance, PointConfig } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { Skeleton } from '../../../components/skeleton';
import { catalogueKey } from '../../../i18n/language-rules';
import { formatCount } from '../../../i18n/numbers';
import { isApiError } from '../../../lib/api/api-error';
import type { Load } from '../../../lib/async/use-load';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import { useMoney } from '../../contracts/use-money';
import { CATEGORY_META } from '../../games/categories';
import { ExchangeIcon, PointsIcon } from '../points-icons';
import { earnGroups, earnRule } from '../points-rules';
import { useWholeMoney } from '../use-whole-money';

interface Loaded<T> {
  state: Load<T>;
  retry: () => void;
}

/**
 * The member's points (issue 16): the balance and what it converts to now, the Convert button (not
 * there when the brand does not offer it), how points are earned in words, the exchange ratio and
 * the brand's own words for the mall.
 */
export function PointsSummary({
  balance,
  config,
  onConvert,
}: {
  balance: Loaded<PointBalance> & { refreshing: boolean };
  config: Loaded<PointConfig>;
  onConvert: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const rules = config.state.phase === 'ready' ? config.state.value : null;
  const value = balance.state.phase === 'ready' ? balance.state.value : null;
  const short = value && rules ? rules.convertPoints - value.points : 0;
  const shortId = useUniqueId();

  return (
    <section className="pm-summary" data-testid="pm-summary" aria-busy={balance.refreshing || undefined}>
      <div className="pm-summary__balance">
        {balance.state.phase === 'failed' ? (
          <ErrorPanel
            message={isApiError(balance.state.error) ? balance.state.error.message : t('common_load_failed')}
            onRetry={balance.retry}
          />
        ) : !value ? (
          <div className="pm-summary__loading" role="status" aria-label={t('common_loading')}>
            <Skeleton lines={3} />
          </div>
        ) : (
          <>
            <span className="pm-summary__coin" aria-hidden="true">
              <PointsIcon />
            </span>
            <div className="pm-summary__figures">
              <p className="pm-summary__eyebrow">{t('pm_your_points')}</p>
              <p className="pm-summary__points" data-testid="pm-points" data-points={value.points}>
                {formatCount(value.points)}
              </p>
              <p className="pm-summary__worth" data-testid="pm-worth">
                {t('pm_worth', { amount: money(value.cashValue) })}
              </p>
            </div>
            {rules?.convertEnabled && (
              <div className="pm-summary__convert">
                <button
                  type="button"
                  className="button button--primary"
                  onClick={onConvert}
                  disabled={short > 0}
                  aria-describedby={short > 0 ? shortId : undefined}
                  data-testid="pm-convert"
                >
                  <ExchangeIcon /> {t('pm_convert')}
                </button>
                {short > 0 && (
                  <p className="pm-summary__hint" id={shortId}>
                    {t('pm_convert_short', { points: formatCount(rules.convertPoints) })}
                  </p>
                )}
              </div>
            )}
          </>
        )}
      </div>
      <div className="pm-summary__rules" data-testid="pm-rules">
        {config.state.phase === 'failed' ? (
          <ErrorPanel
            message={isApiError(config.state.error) ? config.state.error.message : t('common_load_failed')}
            onRetry={config.retry}
          />
        ) : !rules ? (
          <Skeleton lines={3} />
        ) : (
          <Rules rules={rules} />
        )}
      </div>
    </section>
  );
}

/** How points are earned, one line per rate, then the exchange ratio and the brand's copy text. */
function Rules({ rules }: { rules: PointConfig }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const whole = useWholeMoney();
  const groups = earnGroups(rules.earn);
  const list = new Intl.ListFormat(catalogueKey(i18n.language) === 'BN' ? 'bn' : 'en', {
    style: 'long',
    type: 'conjunction',
  });
  return (
    <>
      <h2 className="pm-summary__heading">{t('pm_how_to_earn')}</h2>
      {groups.length === 0 ? (
        <p className="pm-summary__rule">{t('pm_earn_none')}</p>
      ) : (
        <ul className="pm-summary__earn" data-testid="pm-earn">
          {groups.map((group) => {
            const rule = earnRule(group.rateBp);
            const games = list.format(group.categories.map((category) => t(CATEGORY_META[category].label)));
            return (
              <li key={group.rateBp} className="pm-summary__rule" data-testid="pm-earn-rule">
                {t(rule.points === 1 ? 'pm_earn_one' : 'pm_earn_many', {
                  points: formatCount(rule.points),
                  amount: whole(rule.per),
                  games,
                })}
              </li>
            );
          })}
        </ul>
      )}
      <p className="pm-summary__ratio" data-testid="pm-ratio">
        {rules.convertEnabled
          ? t('pm_ratio', { points: formatCount(rules.convertPoints), amount: money(rules.convertAmount) })
          : t('pm_convert_off')}
      </p>
      {rules.copyText.trim() !== '' && (
        <p className="pm-summary__copy" data-testid="pm-copy">
          {rules.copyText}
        </p>
      )}
    </>
  );
}
