import type { FairGame, FairRound } from '@tessera/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { Skeleton } from '../../../components/skeleton';
import { i18n } from '../../../i18n/i18n';
import { formatClock } from '../../../i18n/numbers';
import { isApiError } from '../../../lib/api/api-error';
import { formatAmount } from '../../wallet/balance-format';
import { fetchFairRounds } from '../api/get-fair-rounds';
import { multiplierText } from '../outcome-display';
import { lastRoundStore } from '../rounds-feed';
import type { GameMoney } from '../use-game-money';

const PAGE_SIZE = 10;

type Load =
  | { phase: 'loading' }
  | { phase: 'failed'; error: unknown }
  | { phase: 'ready'; list: FairRound[] };

const timeText = (iso: string) => formatClock(new Date(iso), i18n.language);

/** The member's latest rounds of this game, newest first; each opens the verify screen. */
export function RoundHistory({
  game,
  money,
  onVerify,
}: {
  game: FairGame;
  money: GameMoney;
  onVerify: (round: FairRound) => void;
}) {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ phase: 'loading' });

  const reload = useCallback(
    (signal?: AbortSignal) => {
      fetchFairRounds({ game, pageNo: 1, pageSize: PAGE_SIZE }, signal).then(
        (page) => setLoad({ phase: 'ready', list: page.list }),
        (error: unknown) => {
          if (!signal?.aborted) setLoad({ phase: 'failed', error });
        },
      );
    },
    [game],
  );

  useEffect(() => {
    const controller = new AbortController();
    reload(controller.signal);
    return () => controller.abort();
  }, [reload]);

  // A round of this game settled or moved on this page: its row appears (or changes) at once.
  useEffect(
    () =>
      lastRoundStore.subscribe(() => {
        if (lastRoundStore.get()?.game === game) reload();
      }),
    [game, reload],
  );

  let body: React.ReactNode;
  if (load.phase === 'loading') body = <Skeleton lines={4} />;
  else if (load.phase === 'failed') {
    body = (
      <ErrorPanel
        message={isApiError(load.error) ? load.error.message : undefined}
        onRetry={() => {
          setLoad({ phase: 'loading' });
          reload();
        }}
      />
    );
  } else if (load.list.length === 0)
    body = <p className="fair-history__empty">{t('seamless_history_empty')}</p>;
  else {
    body = (
      <table className="fair-history__table">
        <thead>
          <tr>
            <th scope="col">{t('seamless_history_time')}</th>
            <th scope="col">{t('seamless_history_stake')}</th>
            <th scope="col">{t('seamless_history_multiplier')}</th>
            <th scope="col">{t('seamless_history_payout')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('seamless_verify')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {load.list.map((round) => (
            <tr key={round.id} data-testid="fair-history-row">
              <td>{timeText(round.createdAt)}</td>
              <td>{formatAmount(round.stake, money.scale)}</td>
              <td>
                {round.status === 'playing'
                  ? t('seamless_history_playing')
                  : multiplierText(round.multiplier)}
              </td>
              <td className={round.payout > 0 ? 'is-in' : 'fair-history__zero'}>
                {formatAmount(round.payout, money.scale)}
              </td>
              <td>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onVerify(round)}
                  data-testid="fair-history-verify"
                >
                  {t('seamless_verify')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <section className="fair-card fair-history" aria-labelledby={`fair-history-${game}`}>
      <h2 className="fair-card__title" id={`fair-history-${game}`}>
        {t('seamless_history_title')}
      </h2>
      {body}
    </section>
  );
}
