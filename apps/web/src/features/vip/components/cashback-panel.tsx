import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { EmptyState, ListSkeleton } from '../../../components/list-states';
import { Pager } from '../../../components/pager';
import { dateLocale, formatCount, formatDateTime } from '../../../i18n/numbers';
import { isApiError } from '../../../lib/api/api-error';
import { useLoad } from '../../../lib/async/use-load';
import { useMoney } from '../../contracts/use-money';
import { CoinsIcon } from '../../member-centre/member-centre-icons';
import { fetchCashbackDetails } from '../api/get-cashback-details';
import { RefreshIcon } from '../vip-icons';
import { cashbackKind, rateText, weekText } from '../vip-words';

const PAGE_SIZE = 8;

/**
 * The reward centre's cash back (issue 15): this week's net loss and what it would pay at the
 * member's level's rate and cap, paid after the week ends; then the weeks paid, a page at a time.
 */
export function CashbackPanel() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const { state, retry } = useLoad(`${page}:${version}:${i18n.language}`, (signal) =>
    fetchCashbackDetails({ pageNo: page, pageSize: PAGE_SIZE }, signal),
  );
  const locale = dateLocale(i18n.language);

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
  const week = value.thisWeek;
  const kind = cashbackKind({ cashbackBp: value.rateBp, cashbackCap: value.cap });
  const terms =
    kind === 'rate'
      ? t('vip_cashback_rate', { rate: rateText(value.rateBp) })
      : t('vip_cashback_capped', { rate: rateText(value.rateBp), cap: money(value.cap ?? 0) });
  const pages = Math.max(1, Math.ceil(value.total / value.pageSize));
  return (
    <div className="reward-figures" data-testid="cashback-panel">
      <section className="reward-figures__section" data-testid="cashback-week">
        <div className="reward-figures__head">
          <h3 className="reward-centre__heading">
            {t('cashback_this_week', { week: weekText(week.weekStart, locale) })}
          </h3>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setVersion((n) => n + 1)}
            data-testid="cashback-refresh"
          >
            <RefreshIcon /> {t('rebate_refresh')}
          </button>
        </div>
        <div className="bonus-totals">
          <div className="bonus-totals__item">
            <span className="bonus-totals__label">{t('cashback_net_loss')}</span>
            <strong className="bonus-totals__value" data-testid="cashback-net-loss">
              {money(Math.max(0, week.netLoss))}
            </strong>
          </div>
          <div className="bonus-totals__item">
            <span className="bonus-totals__label">{t('cashback_estimate')}</span>
            <strong className="bonus-totals__value" data-testid="cashback-estimate">
              {money(week.amount)}
            </strong>
          </div>
        </div>
        <p className="reward-figures__terms" data-testid="cashback-terms">
          {kind === 'none' ? t('cashback_terms_none') : t('cashback_terms', { terms })}
        </p>
        {kind !== 'none' && week.netLoss <= 0 && (
          <p className="reward-centre__empty" data-testid="cashback-no-loss">
            {t('cashback_no_loss')}
          </p>
        )}
        <p className="reward-figures__note">{t('cashback_paid_note')}</p>
      </section>

      <section className="reward-figures__section" data-testid="cashback-history">
        <h3 className="reward-centre__heading">{t('cashback_history')}</h3>
        {value.paid.length === 0 ? (
          <EmptyState icon={<CoinsIcon />} testId="cashback-history-empty">
            {t('cashback_history_empty')}
          </EmptyState>
        ) : (
          <ul className="reward-lines">
            {value.paid.map((line) => (
              <li key={line.weekStart} className="reward-line" data-testid="cashback-paid-line">
                <span className="reward-line__what">{weekText(line.weekStart, locale)}</span>
                <span className="reward-line__how">
                  {t('cashback_week_line', { rate: rateText(line.rateBp), loss: money(line.netLoss) })}
                </span>
                <strong className="reward-line__amount">{money(line.amount)}</strong>
                <time className="reward-line__when" dateTime={line.paidAt}>
                  {t('rebate_paid_at', { date: formatDateTime(new Date(line.paidAt), i18n.language) })}
                </time>
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <Pager
            page={value.pageNo}
            pages={pages}
            onChange={setPage}
            text={t('cashback_page_of', {
              page: formatCount(value.pageNo),
              pages: formatCount(pages),
              total: formatCount(value.total),
            })}
          />
        )}
      </section>
    </div>
  );
}
