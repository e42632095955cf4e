import type { FairRound } from '@tessera/contracts';
import { SLOT_LINES, type SlotSymbol } from '@tessera/fair';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../wallet/balance-format';
import { GameLayout } from '../components/game-layout';
import { PlayButton } from '../components/play-button';
import { RoundFeedback } from '../components/round-feedback';
import { SlotReels } from '../components/slot-reels';
import { SlotSymbolGlyph } from '../components/slot-symbols';
import { StakeField } from '../components/stake-field';
import { slotColumn, slotWinningCells } from '../outcome-display';
import { stakeToWire } from '../stake-rules';
import { useGameMoney } from '../use-game-money';
import { useReducedMotion } from '../use-reduced-motion';
import { useRoundCalls } from '../use-round-calls';
import { useStake } from '../use-stake';

/** Where the reels rest before the first spin. */
const IDLE_STOPS = [3, 9, 14, 20, 27];
const IDLE_COLUMNS = IDLE_STOPS.map((stop, reel) => slotColumn(reel, stop));
const NONE_SPINNING = [false, false, false, false, false];
const ALL_SPINNING = [true, true, true, true, true];
/** The reels spin at least this long, then stop one after another. */
const SPIN_MIN_MS = 650;
const STOP_GAP_MS = 170;

/** The five-reel slot: one spin, twenty fixed lines, the winning lines drawn over the reels. */
export function SlotGame({ vendor }: { vendor: string | null }) {
  const { t } = useTranslation();
  const money = useGameMoney(vendor);
  const stake = useStake(money);
  const calls = useRoundCalls(vendor);
  const reduced = useReducedMotion();
  const [round, setRound] = useState<FairRound | null>(null);
  const [spinning, setSpinning] = useState<readonly boolean[]>(NONE_SPINNING);
  const timers = useRef<number[]>([]);
  useEffect(
    () => () => {
      for (const id of timers.current) window.clearTimeout(id);
    },
    [],
  );

  const outcome = round?.outcome.game === 'slot' ? round.outcome : null;
  const anySpinning = spinning.some(Boolean);
  const locked = calls.busy || anySpinning;
  const columns = outcome ? outcome.grid : IDLE_COLUMNS;
  const wins = outcome && !anySpinning ? outcome.wins : [];

  const later = (work: () => void, ms: number) => {
    timers.current.push(window.setTimeout(work, ms));
  };

  const spin = async () => {
    if (stake.problem || locked) return;
    const started = Date.now();
    if (!reduced) setSpinning(ALL_SPINNING);
    const answer = await calls.bet(stake.wire(), { game: 'slot' });
    if (answer?.round.outcome.game !== 'slot') {
      setSpinning(NONE_SPINNING);
      return;
    }
    setRound(answer.round);
    if (reduced) {
      calls.settle(answer);
      return;
    }
    const wait = Math.max(0, SPIN_MIN_MS - (Date.now() - started));
    for (let reel = 0; reel < 5; reel++) {
      later(
        () => setSpinning((current) => current.map((value, index) => (index === reel ? false : value))),
        wait + reel * STOP_GAP_MS,
      );
    }
    later(() => calls.settle(answer), wait + 4 * STOP_GAP_MS + 120);
  };

  const lineBet = stake.problem ? null : stakeToWire(stake.text, money.scale) / SLOT_LINES.length;

  const stage = (
    <div className="slot-stage">
      <div className="slot-cabinet">
        <SlotReels
          columns={columns}
          spinning={spinning}
          winCells={slotWinningCells(wins)}
          winLines={wins.map((win) => win.line)}
        />
      </div>
      <ul className="slot-wins" aria-live="polite" data-testid="slot-wins">
        {wins.map((win) => (
          <li key={win.line} className="slot-wins__item">
            <span className="slot-wins__line">{t('seamless_slot_line', { line: win.line + 1 })}</span>
            <span className="slot-wins__symbols">
              {win.count} × <SlotSymbolGlyph symbol={win.symbol as SlotSymbol} />
            </span>
            <span className="slot-wins__pay">{t('seamless_slot_line_pay', { pay: win.pay })}</span>
          </li>
        ))}
      </ul>
    </div>
  );

  const controls = (
    <>
      <StakeField
        value={stake.text}
        onChange={stake.setText}
        money={money}
        problem={stake.problem}
        disabled={locked}
      />
      <p className="field__hint">
        {t('seamless_slot_line_bet', {
          lines: SLOT_LINES.length,
          amount: lineBet === null ? '—' : formatAmount(lineBet, money.scale + 2).replace(/0{1,2}$/u, ''),
        })}
      </p>
      <PlayButton
        label={t('seamless_slot_spin')}
        disabled={locked || stake.problem !== null}
        busy={calls.busy}
        className="slot-spin"
      />
    </>
  );

  return (
    <GameLayout
      game="slot"
      stage={stage}
      controls={controls}
      onSubmit={() => void spin()}
      below={<RoundFeedback calls={calls} round={anySpinning ? null : round} money={money} />}
    />
  );
}
