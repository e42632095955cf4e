import type { Redeem } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDateTime } from '../../../i18n/numbers';
import { useUnbrokenMoney } from '../../contracts/use-money';
import { fetchRedeems } from '../api/get-redeems';
import { HistoryIcon } from '../points-icons';
import { REDEEM_FILTERS, type RedeemFilter, signedPoints, statusTone } from '../points-rules';
import { ItemImage } from './item-image';
import { PagedList } from './paged-list';

/**
 * The redeem history (spec §4): the member's requests newest first, by status if they like, each
 * with its status badge, what was asked and for whom, and once decided where the prize was paid or
 * why it was refused. `version` changes after a redeem: the page is read again in place.
 */
export function RedeemHistory({ version }: { version: number }) {
  const { t } = useTranslation();
  return (
    <PagedList<RedeemFilter, Redeem>
      version={version}
      testId="pm-redeems"
      filters={REDEEM_FILTERS}
      filterLabelKey={(key) => `pm_status_${key.toLowerCase()}`}
      filterLegend={t('pm_status_filter')}
      filterTestIdPrefix="pm-redeem-filter"
      fetchPage={({ pageNo, pageSize, filter }, signal) =>
        fetchRedeems({ pageNo, pageSize, ...(filter === 'ALL' ? {} : { status: filter }) }, signal)
      }
      skeletonRows={4}
      emptyIcon={<HistoryIcon />}
      emptyTestId="pm-redeems-empty"
      emptyText={(filtered) => t(filtered ? 'pm_redeems_empty_status' : 'pm_redeems_empty')}
      renderRow={(redeem) => <RedeemRow key={redeem.id} redeem={redeem} />}
    />
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
