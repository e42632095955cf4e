import type { LotteryGame } from '@tessera/contracts';
import type { PrizeMode } from '@tessera/lottery';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askConfirm } from '../../../components/dialog-store';
import { Tabs } from '../../../components/tabs';
import { useLoad } from '../../../lib/async/use-load';
import { useGameMoney } from '../../fair-games/use-game-money';
import { fetchLotteryOdds } from '../api/get-lottery-odds';
import { prizeModeKey } from '../prize-mode';
import { addLine, clearedSlip, EMPTY_SLIP, type Slip, slipIsFull } from '../slip';
import { useCurrentDraw } from '../use-current-draw';
import { usePrizeMode } from '../use-prize-mode';
import { BetBoard } from './bet-board';
import { BetSlip } from './bet-slip';
import { DrawPanel } from './draw-panel';
import { MyBets } from './my-bets';
import { PrizeModeSwitch } from './prize-mode-switch';
import { ResultsHistory } from './results-history';
import { SlipBar } from './slip-bar';

type Tab = 'results' | 'bets';

/**
 * One game: its draws, the bet board and slip, and the results and the member's bets under them.
 * `choices` are the prize modes the game offers (the default first); with two, the member picks,
 * and a launch link may have picked one (`launchedMode`). `playRef` holds the board and slip.
 */
export function GameScreen({
  game,
  choices,
  launchedMode = null,
  playRef,
}: {
  game: LotteryGame;
  choices: readonly PrizeMode[];
  launchedMode?: PrizeMode | null;
  playRef?: RefObject<HTMLDivElement | null>;
}) {
  const { t, i18n } = useTranslation();
  const money = useGameMoney(null);
  const [prizeMode, choosePrizeMode] = usePrizeMode(game.gameCode, choices, launchedMode);
  const draws = useCurrentDraw(game.gameCode, game.kind === 'FAST');
  const odds = useLoad(`${game.gameCode}:${prizeMode}:${i18n.language}`, async (signal) => {
    const answer = await fetchLotteryOdds({ gameCode: game.gameCode, prizeMode }, signal);
    return answer.odds;
  });
  const [slip, setSlip] = useState<Slip>(EMPTY_SLIP);
  const [placedCount, setPlacedCount] = useState(0);
  const [tab, setTab] = useState<Tab>('results');
  const placeRef = useRef<HTMLButtonElement>(null);

  const view = draws.state.phase === 'ready' ? draws.state.view : null;

  // The slip's lines are priced at the odds they were added under: another mode starts a new slip.
  const switchMode = async (next: PrizeMode) => {
    if (next === prizeMode) return;
    if (slip.lines.length > 0) {
      const confirmed = await askConfirm({
        title: t('lottery_mode_switch_title'),
        message: t('lottery_mode_switch_text', {
          lines: slip.lines.length,
          mode: t(prizeModeKey(next)),
        }),
        confirmLabel: t('lottery_mode_switch_confirm'),
        cancelLabel: t('lottery_mode_switch_keep'),
        tone: 'warning',
      });
      if (!confirmed) return;
      setSlip(clearedSlip);
    }
    choosePrizeMode(next);
  };

  // A new result (or a placing) reloads the lists under the board.
  const resultKey = `${view?.last?.numero ?? ''}`;

  return (
    <div
      className="lottery-game"
      data-testid="lottery-game"
      data-game={game.gameCode}
      data-prize-mode={prizeMode}
    >
      <header className="lottery-game__head">
        <h1 className="lottery-game__title" data-testid="lottery-game-title">
          {game.name}
        </h1>
        <PrizeModeSwitch choices={choices} mode={prizeMode} onChange={(next) => void switchMode(next)} />
        {game.cadenceSeconds && (
          <span className="lottery-game__cadence">
            {t('lottery_every_minutes', { minutes: Math.round(game.cadenceSeconds / 60) })}
          </span>
        )}
      </header>

      <DrawPanel game={game} state={draws.state} onRetry={draws.retry} />

      <div className="lottery-game__play" ref={playRef}>
        <BetBoard
          family={game.family}
          odds={odds.state}
          onRetryOdds={odds.retry}
          scale={money.scale}
          symbol={money.symbol}
          slipFull={slipIsFull(slip)}
          onAdd={(line) => setSlip((current) => addLine(current, line))}
        />
        <BetSlip
          game={game}
          prizeMode={prizeMode}
          draw={view?.draw ?? null}
          slip={slip}
          onChange={setSlip}
          onPlaced={() => setPlacedCount((count) => count + 1)}
          scale={money.scale}
          symbol={money.symbol}
          available={money.available}
          placeRef={placeRef}
        />
      </div>
      <SlipBar slip={slip} scale={money.scale} symbol={money.symbol} placeRef={placeRef} />

      <section className="lottery-game__lists" aria-label={t('lottery_lists_label')}>
        <Tabs
          items={[
            { key: 'results', label: t('lottery_tab_results') },
            { key: 'bets', label: t('lottery_tab_bets') },
          ]}
          active={tab}
          onChange={setTab}
          label={t('lottery_lists_label')}
        />
        <div hidden={tab !== 'results'} data-testid="lottery-results-panel">
          {tab === 'results' && <ResultsHistory game={game} refreshKey={resultKey} />}
        </div>
        <div hidden={tab !== 'bets'} data-testid="lottery-bets-panel">
          {tab === 'bets' && (
            <MyBets
              game={game}
              refreshKey={`${resultKey}:${placedCount}`}
              closedNumero={view?.closed?.numero ?? null}
              scale={money.scale}
              symbol={money.symbol}
            />
          )}
        </div>
      </section>
    </div>
  );
}
