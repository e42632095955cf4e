import type { LotteryGame } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/error-panel';
import { EmptyState, ListSkeleton } from '../../../components/list-states';
import { Pager } from '../../../components/pager';
import { isApiError } from '../../../lib/api/api-error';
import { InboxIcon } from '../../wallet/components/wallet-icons';
import { formatRecordTime, pageCount } from '../../wallet/record-filters';
import { fetchLotteryResults } from '../api/get-lottery-results';
import { useKeptLoad } from '../use-kept-load';
import { CorrectedTag } from './corrected-tag';
import { HashCheckBadge } from './hash-check';
import { ResultNumbers } from './result-numbers';

export const RESULTS_PAGE_SIZE = 10;

/**
 * A game's drawn results, newest first, ten a page; fast draws with their hash check, a result
 * staff corrected after settlement tagged.
 */
export function ResultsHistory({ game, refreshKey }: { game: LotteryGame; refreshKey: string }) {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const query = { gameCode: game.gameCode, pageNo, pageSize: RESULTS_PAGE_SIZE };
  const { state, shown, retry } = useKeptLoad(
    `${JSON.stringify(query)}:${refreshKey}:${i18n.language}`,
    (signal) => fetchLotteryResults(query, signal),
  );

  if (state.phase === 'failed' && !shown) {
    return (
      <ErrorPanel
        message={isApiError(state.error) ? state.error.message : t('common_load_failed')}
        onRetry={retry}
      />
    );
  }
  if (!shown) return <ListSkeleton rows={4} />;
  const { list, total } = shown;
  if (list.length === 0) {
    return (
      <EmptyState icon={<InboxIcon />} testId="lottery-results-empty">
        {t('lottery_results_empty')}
      </EmptyState>
    );
  }
  const pages = pageCount(total, RESULTS_PAGE_SIZE);
  return (
    <div className="lottery-history">
      <ul className="lottery-results">
        {list.map((draw) => (
          <li
            key={draw.drawId}
            className="lottery-results__row"
            data-testid="lottery-result-row"
            data-numero={draw.numero}
          >
            <div className="lottery-results__head">
              <span className="lottery-results__numero">{draw.numero}</span>
              <time className="lottery-results__time" dateTime={draw.drawsAt}>
                {formatRecordTime(draw.drawsAt)}
              </time>
              {draw.corrections > 0 && (
                <CorrectedTag hint={t('lottery_corrected_draw_hint', { times: draw.corrections })} />
              )}
              {draw.status === 'CANCELLED' && (
                <span className="lottery-status lottery-status--cancelled">
                  {t('lottery_draw_cancelled')}
                </span>
              )}
            </div>
            {draw.numbers ? (
              <ResultNumbers family={game.family} numbers={draw.numbers} compact folded />
            ) : (
              <p className="lottery-draw__muted">{t('lottery_no_result_yet')}</p>
            )}
            <HashCheckBadge draw={draw} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <Pager
          page={pageNo}
          pages={pages}
          onChange={setPageNo}
          text={t('lottery_page_of', { page: pageNo, pages, total })}
        />
      )}
    </div>
  );
}
