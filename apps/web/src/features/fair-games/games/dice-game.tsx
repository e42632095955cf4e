import type { FairRound } from '@tessera/contracts';
import { type DiceDirection, diceMultiplier, diceTargetRange } from '@tessera/fair';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameLayout } from '../components/game-layout';
import { PayoutPreview } from '../components/payout-preview';
import { PlayButton } from '../components/play-button';
import { RoundFeedback } from '../components/round-feedback';
import { Segmented } from '../components/segmented';
import { StakeField } from '../components/stake-field';
import { diceTerms, hundredthsText } from '../outcome-display';
import { payoutFor } from '../stake-rules';
import { useGameMoney } from '../use-game-money';
import { useReducedMotion } from '../use-reduced-motion';
import { useRoundCalls } from '../use-round-calls';
import { useStake } from '../use-stake';
import { targetHundredths } from '../verify/verify-draft';

const ROLL_MS = 650;

/** Dice: a target, over or under, the chance and multiplier that follow, and the roll on a track. */
export function DiceGame({ vendor }: { vendor: string | null }) {
  const { t } = useTranslation();
  const money = useGameMoney(vendor);
  const stake = useStake(money);
  const calls = useRoundCalls(vendor);
  const reduced = useReducedMotion();
  const [direction, setDirection] = useState<DiceDirection>('over');
  const [target, setTarget] = useState(5000);
  const [targetText, setTargetText] = useState(hundredthsText(5000));
  const [round, setRound] = useState<FairRound | null>(null);
  const [rolling, setRolling] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const range = diceTargetRange(direction);
  const terms = diceTerms({ target, direction });
  const outcome = round?.outcome.game === 'dice' ? round.outcome : null;
  const locked = calls.busy || rolling;

  const chooseTarget = (next: number) => {
    const clamped = Math.min(range.max, Math.max(range.min, next));
    setTarget(clamped);
    setTargetText(hundredthsText(clamped));
  };

  const chooseDirection = (next: DiceDirection) => {
    if (next === direction) return;
    // The mirrored target keeps the same chance: over t wins on 9999 − t rolls, under t′ on t′.
    const mirrored = 9999 - target;
    setDirection(next);
    setTarget(mirrored);
    setTargetText(hundredthsText(mirrored));
  };

  const roll = async () => {
    if (stake.problem || locked) return;
    const answer = await calls.bet(stake.wire(), { game: 'dice', target, direction });
    if (!answer) return;
    setRound(answer.round);
    setRolling(true);
    timer.current = window.setTimeout(
      () => {
        setRolling(false);
        calls.settle(answer);
      },
      reduced ? 0 : ROLL_MS,
    );
  };

  const payoutOnWin = payoutFor(stake.text, money.scale, diceMultiplier({ target, direction }));
  const rollPercent = outcome ? outcome.roll / 100 : null;

  const stage = (
    <div className="dice-stage">
      <output
        className={`dice-stage__roll ${outcome && !rolling ? (outcome.win ? 'is-win' : 'is-loss') : ''} ${rolling ? 'is-rolling' : ''}`}
        aria-live="polite"
        data-testid="dice-roll"
      >
        {outcome ? hundredthsText(outcome.roll) : '—'}
      </output>
      <div
        className="dice-track"
        dir="ltr"
        data-direction={direction}
        style={{ '--target': `${target / 100}%` } as React.CSSProperties}
      >
        <div className="dice-track__bar" aria-hidden="true" />
        {rollPercent !== null && (
          <span
            className={`dice-track__marker ${outcome?.win ? 'is-win' : 'is-loss'}`}
            style={{ insetInlineStart: `${rollPercent}%` }}
            aria-hidden="true"
          >
            {hundredthsText(outcome!.roll)}
          </span>
        )}
        <input
          type="range"
          className="dice-track__slider"
          min={range.min}
          max={range.max}
          step={1}
          value={target}
          disabled={locked}
          onChange={(event) => chooseTarget(Number(event.target.value))}
          aria-label={t('seamless_dice_target')}
          aria-valuetext={hundredthsText(target)}
          data-testid="dice-slider"
        />
        <div className="dice-track__scale" aria-hidden="true">
          {[0, 25, 50, 75, 100].map((mark) => (
            <span key={mark}>{mark}</span>
          ))}
        </div>
      </div>
      <dl className="dice-terms">
        <div>
          <dt>{t('seamless_dice_multiplier')}</dt>
          <dd data-testid="dice-multiplier">{terms.multiplier}×</dd>
        </div>
        <div>
          <dt>{direction === 'over' ? t('seamless_dice_roll_over') : t('seamless_dice_roll_under')}</dt>
          <dd>{hundredthsText(target)}</dd>
        </div>
        <div>
          <dt>{t('seamless_dice_chance')}</dt>
          <dd data-testid="dice-chance">{terms.chance}%</dd>
        </div>
      </dl>
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
        label={t('seamless_dice_direction')}
        options={[
          { value: 'over', label: t('seamless_dice_over') },
          { value: 'under', label: t('seamless_dice_under') },
        ]}
        value={direction}
        onChange={chooseDirection}
        disabled={locked}
      />
      <label className="field">
        <span className="field__label">{t('seamless_dice_target')}</span>
        <input
          className="field__input"
          inputMode="decimal"
          value={targetText}
          disabled={locked}
          onChange={(event) => setTargetText(event.target.value)}
          onBlur={() => {
            const parsed = targetHundredths(targetText);
            if (parsed === null) setTargetText(hundredthsText(target));
            else chooseTarget(parsed);
          }}
          data-testid="dice-target"
        />
        <span className="field__hint">
          {t('seamless_dice_target_hint', { min: hundredthsText(range.min), max: hundredthsText(range.max) })}
        </span>
      </label>
      <PayoutPreview label={t('seamless_payout_on_win')} minor={payoutOnWin} money={money} />
      <PlayButton
        label={t('seamless_dice_roll')}
        disabled={locked || stake.problem !== null}
        busy={calls.busy}
      />
    </>
  );

  return (
    <GameLayout
      game="dice"
      stage={stage}
      controls={controls}
      onSubmit={() => void roll()}
      below={<RoundFeedback calls={calls} round={rolling ? null : round} money={money} />}
    />
  );
}
