import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { EmptyState, ListSkeleton } from '../../../components/list-states';
import { Pager } from '../../../components/pager';
import { formatCount } from '../../../i18n/numbers';
import { isApiError } from '../../../lib/api/api-error';
import { useLoad } from '../../../lib/async/use-load';
import { useMoney } from '../../contracts/use-money';
import { CoinsIcon } from '../../member-centre/member-centre-icons';
import { refreshBalance } from '../../wallet/balance-store';
import { fetchBonuses } from '../api/get-bonuses';
import { BonusCard } from '../components/bonus-card';
import { refreshRewardBadge } from '../reward-badge';

const PAGE_SIZE = 5;

/**
 * bonusDetails (spec §2.3, issue 15): the bonus wallet and the turnover still to go across the
 * wagering bonuses, then each bonus, newest first, a page at a time.
 */
export function BonusDetailsPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const { state, retry } = useLoad(`${page}:${version}:${i18n.language}`, (signal) =>
    fetchBonuses({ pageNo: page, pageSize: PAGE_SIZE }, signal),
  );
  const changed = () => {
    setVersion((value) => value + 1);
    void refreshBalance();
    void refreshRewardBadge();
  };

  if (state.phase === 'failed') {
    return (
      <ErrorPanel
        message={isApiError(state.error) ? state.error.message : t('common_load_failed')}
        onRetry={retry}
      />
    );
  }
  if (state.phase !== 'ready') return <ListSkeleton rows={4} />;
  const value = state.value;
  const pages = Math.max(1, Math.ceil(value.total / value.pageSize));
  return (
    <div className="bonus-details" data-testid="bonus-details">
      <div className="bonus-totals">
        <div className="bonus-totals__item">
          <span className="bonus-totals__label">{t('promo_bd_wallet')}</span>
          <strong className="bonus-totals__value" data-testid="bonus-wallet">
            {money(value.bonusBalance)}
          </strong>
        </div>
        <div className="bonus-totals__item">
          <span className="bonus-totals__label">{t('promo_bd_turnover')}</span>
          <strong className="bonus-totals__value" data-testid="bonus-turnover">
            {money(value.remaining)}
          </strong>
        </div>
      </div>
      {value.list.length === 0 ? (
        <EmptyState icon={<CoinsIcon />} testId="bonus-empty">
          {t('promo_bd_empty')}
        </EmptyState>
      ) : (
        <div className="bonus-details__list">
          {value.list.map((bonus) => (
            <BonusCard key={bonus.id} bonus={bonus} onChanged={changed} />
          ))}
        </div>
      )}
      {pages > 1 && (
        <Pager
          page={value.pageNo}
          pages={pages}
          onChange={setPage}
          text={t('promo_bd_page_of', {
            page: formatCount(value.pageNo),
            pages: formatCount(pages),
            total: formatCount(value.total),
          })}
        />
      )}
    </div>
  );
}
