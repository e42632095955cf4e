import type { FairRound } from '@tessera/contracts';
import { PLINKO_RISKS, PLINKO_ROWS, type PlinkoRisk, type PlinkoRows } from '@tessera/fair';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameLayout } from '../components/game-layout';
import { PlayButton } from '../components/play-button';
import { PlinkoBoard, type PlinkoDrop } from '../components/plinko-board';
import { RoundFeedback } from '../components/round-feedback';
import { Segmented } from '../components/segmented';
import { StakeField } from '../components/stake-field';
import { useGameMoney } from '../use-game-money';
import { useReducedMotion } from '../use-reduced-motion';
import { useRoundCalls } from '../use-round-calls';
import { useStake } from '../use-stake';

/** The whole fall lasts about this long, whatever the rows. */
const FALL_MS = 1400;

/** Plinko: rows and risk, then a ball falls through the pegs into a bucket that pays its multiplier. */
export function PlinkoGame({ vendor }: { vendor: string | null }) {
  const { t } = useTranslation();
  const money = useGameMoney(vendor);
  const stake = useStake(money);
  const calls = useRoundCalls(vendor);
  const reduced = useReducedMotion();
  const [rows, setRows] = useState<PlinkoRows>(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [drop, setDrop] = useState<PlinkoDrop | null>(null);
  const [round, setRound] = useState<FairRound | null>(null);
  const [falling, setFalling] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const landing = useRef<number | undefined>(undefined);
  useEffect(
    () => () => {
      window.clearInterval(timer.current);
      window.clearTimeout(landing.current);
    },
    [],
  );

  const stepMs = Math.round(FALL_MS / (rows + 2));
  const locked = calls.busy || falling;

  const play = async () => {
    if (stake.problem || locked) return;
    const answer = await calls.bet(stake.wire(), { game: 'plinko', rows, risk });
    if (answer?.round.outcome.game !== 'plinko') return;
    const { path, bucket } = answer.round.outcome;
    const last = path.length + 1;
    const land = () => {
      window.clearInterval(timer.current);
      setFalling(false);
      setRound(answer.round);
      calls.settle(answer);
    };
    setRound(null);
    if (reduced) {
      setDrop({ path, bucket, step: last });
      land();
      return;
    }
    setFalling(true);
    setDrop({ path, bucket, step: 0 });
    timer.current = window.setInterval(() => {
      setDrop((current) => (current ? { ...current, step: Math.min(current.step + 1, last) } : current));
    }, stepMs);
    landing.current = window.setTimeout(land, stepMs * (last + 1));
  };

  const stage = (
    <div className="plinko-stage">
      <PlinkoBoard rows={rows} risk={risk} drop={drop?.path.length === rows ? drop : null} stepMs={stepMs} />
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
      <Segmented
        label={t('seamless_plinko_rows')}
        options={PLINKO_ROWS.map((value) => ({ value, label: String(value) }))}
        value={rows}
        onChange={(value) => {
          setRows(value);
          setDrop(null);
        }}
        disabled={locked}
      />
      <Segmented
        label={t('seamless_plinko_risk')}
        options={PLINKO_RISKS.map((value) => ({ value, label: t(`seamless_risk_${value}`) }))}
        value={risk}
        onChange={setRisk}
        disabled={locked}
      />
      <PlayButton
        label={t('seamless_plinko_drop')}
        disabled={locked || stake.problem !== null}
        busy={calls.busy}
      />
    </>
  );

  return (
    <GameLayout
      game="plinko"
      stage={stage}
      controls={controls}
      onSubmit={() => void play()}
      below={<RoundFeedback calls={calls} round={round} money={money} />}
    />
  );
}
