import type { PointLine } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDateTime } from '../../../i18n/numbers';
import { useUnbrokenMoney } from '../../contracts/use-money';
import { fetchPointLines } from '../api/get-point-lines';
import { PointsIcon } from '../points-icons';
import { LINE_FILTERS, type LineFilter, moveDirection, signedPoints, statusTone } from '../points-rules';
import { PagedList } from './paged-list';

/**
 * The points details (spec §4): every change of the member's points newest first, by type if they
 * like: when, what, the brand's remark, the points changed and the balance after; a conversion also
 * says the cash it gave at which ratio, and a redeem still in process says so.
 */
export function PointLines({ version }: { version: number }) {
  const { t } = useTranslation();
  return (
    <PagedList<LineFilter, PointLine>
      version={version}
      testId="pm-lines"
      filters={LINE_FILTERS}
      filterLabelKey={(key) => `pm_move_${key.toLowerCase()}`}
      filterLegend={t('pm_move_filter')}
      filterTestIdPrefix="pm-line-filter"
      fetchPage={({ pageNo, pageSize, filter }, signal) =>
        fetchPointLines({ pageNo, pageSize, ...(filter === 'ALL' ? {} : { type: filter }) }, signal)
      }
      skeletonRows={5}
      emptyIcon={<PointsIcon />}
      emptyTestId="pm-lines-empty"
      emptyText={(filtered) => t(filtered ? 'pm_lines_empty_type' : 'pm_lines_empty')}
      renderRow={(line) => <LineRow key={line.id} line={line} />}
    />
  );
}

function LineRow({ line }: { line: PointLine }) {
  const { t, i18n } = useTranslation();
  const money = useUnbrokenMoney();
  const direction = moveDirection(line);
  return (
    <li className="pm-row pm-row--line" data-testid="pm-line" data-type={line.type} data-status={line.status}>
      <span className={`pm-row__icon pm-row__icon--${direction}`} aria-hidden="true">
        <PointsIcon />
      </span>
      <div className="pm-row__main">
        <p className="pm-row__title">
          <span data-testid="pm-line-type">{t(`pm_move_${line.type.toLowerCase()}`)}</span>
          {line.status !== 'DONE' && (
            <span className={`promo-state promo-state--${statusTone(line.status)}`}>
              {t(`pm_status_${line.status.toLowerCase()}`)}
            </span>
          )}
        </p>
        {line.remark && (
          <p className="pm-row__detail" data-testid="pm-line-remark">
            {line.remark}
          </p>
        )}
        {line.amount !== null && (
          <p className="pm-row__detail" data-testid="pm-line-cash">
            {line.ratio
              ? t('pm_line_cash_ratio', { amount: money(line.amount), ratio: line.ratio })
              : t('pm_line_cash', { amount: money(line.amount) })}
          </p>
        )}
        <p className="pm-row__meta">{formatDateTime(new Date(line.createdAt), i18n.language)}</p>
      </div>
      <div className="pm-row__side">
        <span className={`pm-row__points pm-row__points--${direction}`} data-testid="pm-line-points">
          {signedPoints(line.points)}
        </span>
        <span className="pm-row__balance" data-testid="pm-line-balance">
          {t('pm_line_balance', { points: formatCount(line.balance) })}
        </span>
      </div>
    </li>
  );
}
