import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { Skeleton } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api/api-error';
import { useLoad } from '../../../lib/async/use-load';
import { formatAmount, formatSignedAmount } from '../../wallet/balance-format';
import { ChevronLeftIcon } from '../../wallet/components/wallet-icons';
import { formatRecordTime } from '../../wallet/record-filters';
import { fetchBetRecord } from '../api/get-bet-record';
import { categoryKey, legKey, legMovement, profitTone, statusKey } from '../record-labels';

/** A round as the detail shows it; the agent's team betting also says whose it is (`account`). */
type Round = Awaited<ReturnType<typeof fetchBetRecord>> & { record: { account?: string } };

/**
 * One round in full: its game, sums and state, then each bet, win and rollback it is made of. The
 * member's own record loads it with `fetchBetRecord`; the agent's team betting passes its own call.
 */
export function BetRecordDetail({
  id,
  scale,
  symbol,
  vendorNames,
  onBack,
  load = fetchBetRecord,
}: {
  id: string;
  scale: number;
  symbol: string;
  vendorNames: ReadonlyMap<string, string>;
  onBack: () => void;
  load?: (id: string, signal?: AbortSignal) => Promise<Round>;
}) {
  const { t } = useTranslation();
  const { state, retry } = useLoad(id, (signal) => load(id, signal));
  return (
    <section className="record-detail" data-testid="bet-record-detail" aria-label={t('records_detail_title')}>
      <button type="button" className="link-button record-detail__back" onClick={onBack} data-autofocus>
        <ChevronLeftIcon /> {t('wallet_detail_back')}
      </button>
      {(state.phase === 'loading' || state.phase === 'idle') && (
        <div aria-busy="true">
          <Skeleton lines={6} />
        </div>
      )}
      {state.phase === 'failed' && (
        <ErrorPanel
          message={isApiError(state.error) ? state.error.message : t('common_load_failed')}
          onRetry={retry}
        />
      )}
      {state.phase === 'ready' && (
        <RoundView value={state.value} scale={scale} symbol={symbol} vendorNames={vendorNames} />
      )}
    </section>
  );
}

function RoundView({
  value,
  scale,
  symbol,
  vendorNames,
}: {
  value: Round;
  scale: number;
  symbol: string;
  vendorNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  const { record, legs } = value;
  const money = (amount: number) => `${symbol} ${formatAmount(amount, scale)}`;
  const rows: [string, React.ReactNode][] = [
    ...(record.account
      ? [
          [
            t('agent_col_member'),
            <span key="account" data-testid="bet-detail-account">
              {record.account}
            </span>,
          ] as [string, React.ReactNode],
        ]
      : []),
    [t('records_col_game'), record.gameName],
    [t('records_vendor'), vendorNames.get(record.vassalage) ?? record.vassalage],
    [t('records_game_type'), t(categoryKey(record.gameType))],
    [t('records_status'), t(statusKey(record.status))],
    [t('records_col_stake'), money(record.stake)],
    [t('records_col_valid_bet'), money(record.validBet)],
    [t('records_col_payout'), money(record.payout)],
    [t('records_opened'), formatRecordTime(record.openedAt)],
    [t('records_closed'), record.closedAt ? formatRecordTime(record.closedAt) : '—'],
    [t('records_round_id'), <code key="round">{record.roundId}</code>],
  ];
  return (
    <>
      <p className={`record-detail__amount ${profitTone(record.profit)}`} data-testid="bet-detail-profit">
        {`${symbol} ${formatSignedAmount(record.profit, scale)}`}
      </p>
      <dl className="record-detail__list">
        {rows.map(([label, content]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{content}</dd>
          </div>
        ))}
      </dl>
      <h4 className="bet-legs__title">{t('records_legs')}</h4>
      <ol className="bet-legs" data-testid="bet-legs">
        {legs.map((leg) => {
          const moved = legMovement(leg);
          return (
            <li key={leg.transactionId} className="bet-leg" data-kind={leg.kind}>
              <span className="bet-leg__kind">{t(legKey(leg.kind))}</span>
              <span className="bet-leg__time">{formatRecordTime(leg.createdAt)}</span>
              <code className="bet-leg__id">{leg.transactionId}</code>
              <span className={`bet-leg__amount records__num ${profitTone(moved)}`}>
                {formatSignedAmount(moved, scale)}
              </span>
            </li>
          );
        })}
      </ol>
    </>
  );
}
