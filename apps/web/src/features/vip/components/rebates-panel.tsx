import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { EmptyState, ListSkeleton } from '../../../components/list-states';
import { Pager } from '../../../components/pager';
import { dateLocale, formatCount, formatDateTime } from '../../../i18n/numbers';
import { isApiError } from '../../../lib/api/api-error';
import { useLoad } from '../../../lib/async/use-load';
import { useMoney } from '../../contracts/use-money';
import { CATEGORY_META } from '../../games/categories';
import { CoinsIcon } from '../../member-centre/member-centre-icons';
import { fetchRebateDetails } from '../api/get-rebate-details';
import { RefreshIcon } from '../vip-icons';
import { useVipStanding } from '../vip-store';
import { dayText, rateText } from '../vip-words';

const PAGE_SIZE = 10;

/**
 * The reward centre's rebates (issue 15): today's valid bet per category and what it has accrued at
 * the member's level's rate, paid after the day ends (or as bets settle, where the brand pays them
 * in real time); then the rebates paid, a page at a time.
 * Today's figures move as bets settle: Refresh asks again.
 */
export function RebatesPanel() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const standing = useVipStanding();
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const { state, retry } = useLoad(`${page}:${version}:${i18n.language}`, (signal) =>
    fetchRebateDetails({ pageNo: page, pageSize: PAGE_SIZE }, signal),
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
  const pages = Math.max(1, Math.ceil(value.total / value.pageSize));
  return (
    <div className="reward-figures" data-testid="rebates-panel">
      <section className="reward-figures__section" data-testid="rebate-today">
        <div className="reward-figures__head">
          <h3 className="reward-centre__heading">
            {t('rebate_today', { day: dayText(value.today.day, locale) })}
          </h3>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setVersion((n) => n + 1)}
            data-testid="rebate-refresh"
          >
            <RefreshIcon /> {t('rebate_refresh')}
          </button>
        </div>
        <div className="bonus-totals__item reward-figures__total">
          <span className="bonus-totals__label">{t('rebate_accrued')}</span>
          <strong className="bonus-totals__value" data-testid="rebate-accrued">
            {money(value.today.accrued)}
          </strong>
          {standing && (
            <span className="reward-figures__sub">
              {t('rebate_at_level', { name: standing.vipLabelName })}
            </span>
          )}
        </div>
        {value.today.lines.length === 0 ? (
          <p className="reward-centre__empty" data-testid="rebate-today-empty">
            {t('rebate_today_empty')}
          </p>
        ) : (
          <ul className="reward-lines">
            {value.today.lines.map((line) => (
              <li
                key={line.category}
                className="reward-line"
                data-testid="rebate-today-line"
                data-category={line.category}
                data-rate-bp={line.rateBp}
              >
                <span className="reward-line__what">{t(CATEGORY_META[line.category].label)}</span>
                <span className="reward-line__how" data-testid="rebate-line-how">
                  {line.rateBp > 0
                    ? `${money(line.validBet)} × ${rateText(line.rateBp)}`
                    : `${money(line.validBet)} · ${t('rebate_no_rate')}`}
                </span>
                <strong className="reward-line__amount" data-testid="rebate-line-amount">
                  {money(line.amount)}
                </strong>
              </li>
            ))}
          </ul>
        )}
        <p className="reward-figures__note" data-testid="rebate-note">
          {t(value.mode === 'REALTIME' ? 'rebate_paid_note_realtime' : 'rebate_paid_note')}
        </p>
      </section>

      <section className="reward-figures__section" data-testid="rebate-history">
        <div className="reward-figures__head">
          <h3 className="reward-centre__heading">{t('rebate_history')}</h3>
          {value.paidTotal > 0 && (
            <span className="reward-figures__sub" data-testid="rebate-paid-total">
              {t('rebate_paid_total', { amount: money(value.paidTotal) })}
            </span>
          )}
        </div>
        {value.paid.length === 0 ? (
          <EmptyState icon={<CoinsIcon />} testId="rebate-history-empty">
            {t('rebate_history_empty')}
          </EmptyState>
        ) : (
          <ul className="reward-lines">
            {value.paid.map((line) => (
              <li key={`${line.day}:${line.category}`} className="reward-line" data-testid="rebate-paid-line">
                <span className="reward-line__what">
                  {dayText(line.day, locale)} · {t(CATEGORY_META[line.category].label)}
                </span>
                <span className="reward-line__how">{`${money(line.validBet)} × ${rateText(line.rateBp)}`}</span>
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
            text={t('rebate_page_of', {
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
