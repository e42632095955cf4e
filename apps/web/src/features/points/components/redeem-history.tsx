import type { Redeem } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { EmptyState, ListSkeleton } from '../../../components/list-states';
import { Pager } from '../../../components/pager';
import { formatCount, formatDateTime } from '../../../i18n/numbers';
import { isApiError } from '../../../lib/api/api-error';
import { useUnbrokenMoney } from '../../contracts/use-money';
import { PeriodChips } from '../../records/components/period-chips';
import { fetchRedeems } from '../api/get-redeems';
import { HistoryIcon } from '../points-icons';
import { pageCount, REDEEM_FILTERS, type RedeemFilter, signedPoints, statusTone } from '../points-rules';
import { useKeptLoad } from '../use-kept-load';
import { ItemImage } from './item-image';

const PAGE_SIZE = 10;

/**
 * The redeem history (spec §4): the member's requests newest first, by status if they like, each
 * with its status badge, what was asked and for whom, and once decided where the prize was paid or
 * why it was refused. `version` changes after a redeem: the page is read again in place.
 */
export function RedeemHistory({ version }: { version: number }) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<RedeemFilter>('ALL');
  const [pageNo, setPageNo] = useState(1);
  const { state, retry, refreshing } = useKeptLoad(
    `${i18n.language}:${filter}:${pageNo}`,
    version,
    (signal) =>
      fetchRedeems({ pageNo, pageSize: PAGE_SIZE, ...(filter === 'ALL' ? {} : { status: filter }) }, signal),
  );
  const pages = state.phase === 'ready' ? pageCount(state.value.total, PAGE_SIZE) : 1;

  return (
    <div className="pm-list" data-testid="pm-redeems">
      <PeriodChips
        options={REDEEM_FILTERS}
        active={filter}
        onChange={(next) => {
          setFilter(next);
          setPageNo(1);
        }}
        labelKey={(key) => `pm_status_${key.toLowerCase()}`}
        legend={t('pm_status_filter')}
        testIdPrefix="pm-redeem-filter"
      />
      {state.phase === 'failed' ? (
        <ErrorPanel
          message={isApiError(state.error) ? state.error.message : t('common_load_failed')}
          onRetry={retry}
        />
      ) : state.phase !== 'ready' ? (
        <ListSkeleton rows={4} />
      ) : state.value.list.length === 0 ? (
        <EmptyState icon={<HistoryIcon />} testId="pm-redeems-empty">
          {t(filter === 'ALL' ? 'pm_redeems_empty' : 'pm_redeems_empty_status')}
        </EmptyState>
      ) : (
        <>
          <ul className="pm-rows" aria-busy={refreshing || undefined}>
            {state.value.list.map((redeem) => (
              <RedeemRow key={redeem.id} redeem={redeem} />
            ))}
          </ul>
          {pages > 1 && (
            <Pager
              page={pageNo}
              pages={pages}
              onChange={setPageNo}
              text={t('pm_page_of', {
                page: formatCount(pageNo),
                pages: formatCount(pages),
                total: formatCount(state.value.total),
              })}
            />
          )}
        </>
      )}
    </div>
  );
}

function RedeemRow({ redeem }: { redeem: Redeem }) {
  const { t, i18n } = useTranslation();
  const money = useUnbrokenMoney();
  const date = (iso: string) => formatDateTime(new Date(iso), i18n.language);
  return (
    <li className="pm-row" data-testid="pm-redeem-row" data-status={redeem.status} data-redeem={redeem.id}>
      <ItemImage image={redeem.image} className="pm-row__thumb" />
      <div className="pm-row__main">
        <p className="pm-row__title">
          {t('pm_redeem_line', { name: redeem.name, quantity: formatCount(redeem.quantity) })}
        </p>
        <p className="pm-row__meta">{date(redeem.createdAt)}</p>
        <p className="pm-row__detail">
          {t('pm_redeem_to', { name: redeem.receiverName, mobile: redeem.mobile })}
        </p>
        <p className="pm-row__detail pm-row__address">{redeem.address}</p>
        {redeem.status === 'APPROVED' && redeem.paidAccount && (
          <p className="pm-row__note pm-row__note--done" data-testid="pm-redeem-paid">
            {redeem.paidAmount !== null
              ? t('pm_redeem_paid', { account: redeem.paidAccount, amount: money(redeem.paidAmount) })
              : t('pm_redeem_paid_to', { account: redeem.paidAccount })}
          </p>
        )}
        {redeem.status === 'REJECTED' && (
          <p className="pm-row__note pm-row__note--bad" data-testid="pm-redeem-reason">
            {redeem.reason ? t('pm_redeem_reason', { reason: redeem.reason }) : t('pm_redeem_rejected')}
          </p>
        )}
        {redeem.decidedAt && (
          <p className="pm-row__meta">{t('pm_decided_at', { date: date(redeem.decidedAt) })}</p>
        )}
      </div>
      <div className="pm-row__side">
        <span
          className={`promo-state promo-state--${statusTone(redeem.status)}`}
          data-testid="pm-redeem-status"
        >
          {t(`pm_status_${redeem.status.toLowerCase()}`)}
        </span>
        <span className="pm-row__points pm-row__points--out">{signedPoints(-redeem.points)}</span>
      </div>
    </li>
  );
}
