import type { LotteryBet, LotteryGame } from '@tessera/contracts';
import { betTypeOf } from '@tessera/lottery';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askConfirm, showAlert } from '../../../components/dialog-store';
import { ErrorPanel } from '../../../components/error-panel';
import { EmptyState, ListSkeleton } from '../../../components/list-states';
import { Pager } from '../../../components/pager';
import { isApiError } from '../../../lib/api/api-error';
import { formatAmount } from '../../wallet/balance-format';
import { GamepadIcon } from '../../wallet/components/wallet-icons';
import { formatRecordTime, pageCount } from '../../wallet/record-filters';
import { fetchMyLotteryBets } from '../api/get-my-lottery-bets';
import { postCancelLotteryBet } from '../api/post-cancel-lottery-bet';
import { betMoney, betStatus } from '../bet-outcome';
import { isWordToken, mayCancel, tokenKey } from '../bet-types';
import { picksSummary } from '../picks-summary';
import { prizeModeKey } from '../prize-mode';
import { useKeptLoad } from '../use-kept-load';
import { CorrectedTag } from './corrected-tag';
import { ResultNumbers } from './result-numbers';

export const BETS_PAGE_SIZE = 10;
/** While a bet's draw has its numbers but the bet is not settled yet, look again this often. */
const SETTLING_LOOK_MS = 3000;

/**
 * The member's bets on this game, newest first: status, prize mode, stake, payout (or the stake
 * that came back) and the draw's numbers, a bet settled again under a corrected result tagged; an
 * open bet can be cancelled while its draw takes bets. Reloads when a result arrives or a slip is
 * placed, and while drawn bets wait for settlement.
 */
export function MyBets({
  game,
  refreshKey,
  closedNumero,
  scale,
  symbol,
}: {
  game: LotteryGame;
  refreshKey: string;
  closedNumero: string | null;
  scale: number;
  symbol: string;
}) {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [look, setLook] = useState(0);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const query = { gameCode: game.gameCode, pageNo, pageSize: BETS_PAGE_SIZE };
  const { state, shown, retry } = useKeptLoad(
    `${JSON.stringify(query)}:${refreshKey}:${look}:${i18n.language}`,
    (signal) => fetchMyLotteryBets(query, signal),
  );
  const settling = shown?.list.some((bet) => bet.status === 'OPEN' && bet.numbers !== null) ?? false;

  // Each answer that still shows a drawn bet unsettled asks for one more look.
  useEffect(() => {
    if (!settling || state.phase !== 'ready') return;
    const timer = setTimeout(() => setLook((value) => value + 1), SETTLING_LOOK_MS);
    return () => clearTimeout(timer);
  }, [settling, state]);

  const money = (amount: number) => `${symbol} ${formatAmount(amount, scale)}`;

  const cancel = async (bet: LotteryBet) => {
    const confirmed = await askConfirm({
      title: t('lottery_cancel_title'),
      message: t('lottery_cancel_text', { numero: bet.numero, stake: money(bet.stake) }),
      confirmLabel: t('lottery_cancel_confirm'),
      cancelLabel: t('lottery_cancel_keep'),
      tone: 'warning',
    });
    if (!confirmed) return;
    setCancelling(bet.id);
    try {
      await postCancelLotteryBet(bet.id);
      setLook((value) => value + 1);
    } catch (error) {
      await showAlert({
        title: t('lottery_cancel_title'),
        message: isApiError(error) ? error.message : t('common_load_failed'),
        confirmLabel: t('common_ok'),
      });
    } finally {
      setCancelling(null);
    }
  };

  if (state.phase === 'failed' && !shown) {
    return (
      <ErrorPanel
        message={isApiError(state.error) ? state.error.message : t('common_load_failed')}
        onRetry={retry}
      />
    );
  }
  const data = shown;
  if (!data) return <ListSkeleton rows={4} />;
  if (data.list.length === 0) {
    return (
      <EmptyState icon={<GamepadIcon />} testId="lottery-bets-empty">
        {t('lottery_bets_empty')}
      </EmptyState>
    );
  }
  const pages = pageCount(data.total, BETS_PAGE_SIZE);
  return (
    <div className="lottery-history">
      <ul className="lottery-bets">
        {data.list.map((bet) => {
          const type = betTypeOf(bet.betType);
          const outcome = betMoney(bet);
          const status = betStatus(bet);
          const summary = type
            ? picksSummary(
                bet.picks,
                type.board,
                (key) => t(key),
                (value) => (isWordToken(value) ? t(tokenKey(value)) : value),
              )
            : '';
          return (
            <li
              key={bet.id}
              className="lottery-bets__row"
              data-testid="lottery-bet-row"
              data-status={bet.status}
              data-numero={bet.numero}
              data-id={bet.id}
            >
              <div className="lottery-bets__head">
                <span className="lottery-bets__type">{type ? t(type.name) : bet.betType}</span>
                <span className="lottery-bets__tags">
                  {bet.corrected && <CorrectedTag hint={t('lottery_corrected_bet_hint')} />}
                  <span
                    className={`lottery-status lottery-status--${status.tone}`}
                    data-testid="lottery-bet-status"
                    data-tone={status.tone}
                  >
                    {t(status.label)}
                  </span>
                </span>
              </div>
              <p className="lottery-bets__picks">{summary}</p>
              <dl className="lottery-bets__figures">
                <div>
                  <dt>{t('lottery_draw')}</dt>
                  <dd>
                    {bet.numero}
                    {bet.chaseId && <span className="lottery-bets__chase">{t('lottery_chase_badge')}</span>}
                  </dd>
                </div>
                <div>
                  <dt>{t('lottery_stake')}</dt>
                  <dd data-testid="lottery-bet-stake">{money(bet.stake)}</dd>
                </div>
                <div>
                  <dt>{t(outcome.label)}</dt>
                  <dd
                    data-testid="lottery-bet-payout"
                    data-kind={outcome.kind}
                    className={
                      outcome.kind === 'returned'
                        ? 'lottery-bets__returned'
                        : outcome.kind === 'paid' && outcome.amount > 0
                          ? 'lottery-bets__won'
                          : undefined
                    }
                  >
                    {outcome.kind === 'pending' ? '—' : money(outcome.amount)}
                  </dd>
                </div>
                <div>
                  <dt>{t('lottery_prize_mode')}</dt>
                  <dd data-testid="lottery-bet-mode" data-mode={bet.prizeMode}>
                    {t(prizeModeKey(bet.prizeMode))}
                  </dd>
                </div>
                <div>
                  <dt>{t('lottery_placed_at')}</dt>
                  <dd>{formatRecordTime(bet.placedAt)}</dd>
                </div>
              </dl>
              {bet.numbers && (
                <div className="lottery-bets__numbers">
                  <ResultNumbers family={game.family} numbers={bet.numbers} compact folded />
                </div>
              )}
              {mayCancel(bet, closedNumero) && (
                <button
                  type="button"
                  className="button button--ghost button--small lottery-bets__cancel"
                  onClick={() => void cancel(bet)}
                  disabled={cancelling !== null}
                  data-testid="lottery-bet-cancel"
                >
                  {cancelling === bet.id ? t('lottery_cancelling') : t('lottery_cancel')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {pages > 1 && (
        <Pager
          page={pageNo}
          pages={pages}
          onChange={setPageNo}
          text={t('lottery_page_of', { page: pageNo, pages, total: data.total })}
        />
      )}
    </div>
  );
}
