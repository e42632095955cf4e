import type { FairRound } from '@tessera/contracts';
import { KENO_MAX_PICKS } from '@tessera/fair';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameLayout } from '../components/game-layout';
import { KenoBoard } from '../components/keno-board';
import { KenoPaytable } from '../components/keno-paytable';
import { PlayButton } from '../components/play-button';
import { RoundFeedback } from '../components/round-feedback';
import { StakeField } from '../components/stake-field';
import { kenoCells, randomKenoPicks } from '../outcome-display';
import { useGameMoney } from '../use-game-money';
import { useReducedMotion } from '../use-reduced-motion';
import { useRoundCalls } from '../use-round-calls';
import { useStake } from '../use-stake';

const DRAW_STEP_MS = 120;

/** Keno: pick up to ten of forty numbers, ten are drawn one after another, hits pay by the table. */
export function KenoGame({ vendor }: { vendor: string | null }) {
  const { t } = useTranslation();
  const money = useGameMoney(vendor);
  const stake = useStake(money);
  const calls = useRoundCalls(vendor);
  const reduced = useReducedMotion();
  const [picks, setPicks] = useState<number[]>([]);
  const [round, setRound] = useState<FairRound | null>(null);
  const [shown, setShown] = useState(0);
  const [drawing, setDrawing] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(timer.current), []);

  const outcome = round?.outcome.game === 'keno' ? round.outcome : null;
  const drawnShown = outcome ? outcome.drawn.slice(0, shown) : [];
  const locked = calls.busy || drawing;
  const hitsShown = outcome ? outcome.hits.filter((number) => drawnShown.includes(number)).length : null;

  const changePicks = (next: number[]) => {
    setPicks(next);
    setRound(null);
    setShown(0);
  };

  const toggle = (number: number) => {
    if (locked) return;
    if (picks.includes(number)) changePicks(picks.filter((pick) => pick !== number));
    else if (picks.length < KENO_MAX_PICKS) changePicks([...picks, number].sort((a, b) => a - b));
  };

  const play = async () => {
    if (stake.problem || locked || picks.length === 0) return;
    const answer = await calls.bet(stake.wire(), { game: 'keno', picks });
    if (answer?.round.outcome.game !== 'keno') return;
    const total = answer.round.outcome.drawn.length;
    const finish = () => {
      window.clearInterval(timer.current);
      setShown(total);
      setDrawing(false);
      calls.settle(answer);
    };
    setRound(answer.round);
    if (reduced) {
      finish();
      return;
    }
    setShown(0);
    setDrawing(true);
    let count = 0;
    timer.current = window.setInterval(() => {
      count += 1;
      setShown(count);
      if (count >= total) finish();
    }, DRAW_STEP_MS);
  };

  const stage = (
    <div className="keno-stage">
      <KenoBoard cells={kenoCells(picks, drawnShown)} onToggle={locked ? undefined : toggle} />
      <KenoPaytable picks={picks.length} hits={drawing ? null : hitsShown} />
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
      <div className="keno-picks">
        <span className="field__label">{t('seamless_keno_picks')}</span>
        <strong className="keno-picks__count" data-testid="keno-count">
          {picks.length} / {KENO_MAX_PICKS}
        </strong>
        <div className="keno-picks__actions">
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => changePicks(randomKenoPicks(picks.length || KENO_MAX_PICKS))}
            disabled={locked}
            data-testid="keno-auto"
          >
            {t('seamless_keno_auto')}
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => changePicks([])}
            disabled={locked || picks.length === 0}
          >
            {t('seamless_keno_clear')}
          </button>
        </div>
      </div>
      {outcome && !drawing && (
        <p className="keno-summary" data-testid="keno-summary">
          {t('seamless_keno_summary', { hits: outcome.hits.length, picks: picks.length })}
        </p>
      )}
      <PlayButton
        label={picks.length === 0 ? t('seamless_keno_pick_prompt') : t('seamless_keno_play')}
        disabled={locked || stake.problem !== null || picks.length === 0}
        busy={calls.busy}
      />
    </>
  );

  return (
    <GameLayout
      game="keno"
      stage={stage}
      controls={controls}
      onSubmit={() => void play()}
      below={<RoundFeedback calls={calls} round={drawing ? null : round} money={money} />}
    />
  );
}
