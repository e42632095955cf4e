import type { FairRound } from '@tessera/contracts';
import { formatMultiplier, MINES_TILES, minesMultiplier } from '@tessera/fair';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { CLIENT_ERROR_CODES, isApiError } from '../../../lib/api/api-error';
import { refreshBalance } from '../../wallet/balance-store';
import { fetchActiveFairRound } from '../api/get-active-fair-round';
import { fetchFairRound } from '../api/get-fair-round';
import { postMinesCashout } from '../api/post-mines-cashout';
import { postMinesReveal } from '../api/post-mines-reveal';
import { GameLayout } from '../components/game-layout';
import { MinesGrid } from '../components/mines-grid';
import { PayoutPreview } from '../components/payout-preview';
import { PlayButton } from '../components/play-button';
import { RoundFeedback } from '../components/round-feedback';
import { StakeField } from '../components/stake-field';
import { MINE_COUNTS, minesTiles } from '../outcome-display';
import { payoutFor } from '../stake-rules';
import { useGameMoney } from '../use-game-money';
import { type RoundAnswer, useRoundCalls } from '../use-round-calls';
import { useStake } from '../use-stake';

/** The round as it stands after a lost answer: the open round if it still is, else the round itself. */
async function reloadRound(id: string): Promise<RoundAnswer> {
  const { round: active } = await fetchActiveFairRound();
  const round = active?.id === id ? active : (await fetchFairRound(id)).round;
  await refreshBalance();
  return { round, balance: null };
}

/** A tile or a cash-out; when its answer is lost the round is read back instead of sent again. */
function withReload(send: () => Promise<RoundAnswer>, id: string): () => Promise<RoundAnswer> {
  return () =>
    send().catch((error: unknown) => {
      if (!isApiError(error, CLIENT_ERROR_CODES.network)) throw error;
      return reloadRound(id);
    });
}

/**
 * Mines: choose how many mines hide in the 5 × 5 grid, reveal tiles one by one, cash out any time
 * after a safe one. An open round comes back on load with the tiles already revealed.
 */
export function MinesGame({ vendor }: { vendor: string | null }) {
  const { t } = useTranslation();
  const money = useGameMoney(vendor);
  const stake = useStake(money);
  const calls = useRoundCalls(vendor);
  const [mines, setMines] = useState(3);
  const [round, setRound] = useState<FairRound | null>(null);
  const [resuming, setResuming] = useState(true);
  const [pendingTile, setPendingTile] = useState<number | null>(null);

  const { setText: setStakeText } = stake;
  useEffect(() => {
    let live = true;
    fetchActiveFairRound()
      .then(({ round: open }) => {
        if (!live || !open || open.params.game !== 'mines') return;
        setRound(open);
        setMines(open.params.mines);
        setStakeText(open.stake.toFixed(money.scale));
      })
      .catch(() => {
        // Nothing to resume is the usual case; a failed look leaves the board ready for a new round.
      })
      .finally(() => live && setResuming(false));
    return () => {
      live = false;
    };
  }, [setStakeText, money.scale]);

  const outcome = round?.outcome.game === 'mines' ? round.outcome : null;
  const playing = round?.status === 'playing';
  const safeCount = outcome?.revealed.length ?? 0;
  const roundMines = round?.params.game === 'mines' ? round.params.mines : mines;
  const locked = calls.busy || resuming;

  const apply = (answer: RoundAnswer | null) => {
    setPendingTile(null);
    if (!answer) return;
    setRound(answer.round);
    calls.settle(answer);
  };

  const start = async () => {
    if (stake.problem || locked || playing) return;
    apply(await calls.bet(stake.wire(), { game: 'mines', mines }));
  };

  const reveal = async (tile: number) => {
    if (!round || !playing || locked) return;
    setPendingTile(tile);
    apply(await calls.call(withReload(() => postMinesReveal(round.id, tile), round.id)));
  };

  const cashOut = async () => {
    if (!round || !playing || locked || safeCount === 0) return;
    apply(await calls.call(withReload(() => postMinesCashout(round.id), round.id)));
  };

  const randomTile = () => {
    const covered = minesTiles(outcome ?? { revealed: [], hitTile: null, minePositions: null })
      .map((state, tile) => (state === 'hidden' ? tile : -1))
      .filter((tile) => tile >= 0);
    const tile = covered[Math.floor(Math.random() * covered.length)];
    if (tile !== undefined) void reveal(tile);
  };

  const stakeText = round && playing ? round.stake.toFixed(money.scale) : stake.text;
  const current = safeCount > 0 ? minesMultiplier(roundMines, safeCount) : null;
  const next = safeCount + 1 <= MINES_TILES - roundMines ? minesMultiplier(roundMines, safeCount + 1) : null;
  const cashAmount = current ? payoutFor(stakeText, money.scale, current) : null;

  const stage = (
    <div className="mines-stage">
      <MinesGrid
        tiles={minesTiles(outcome ?? { revealed: [], hitTile: null, minePositions: null })}
        playable={playing && !locked}
        pendingTile={pendingTile}
        onReveal={(tile) => void reveal(tile)}
      />
      {resuming && (
        <div className="mines-stage__veil">
          <Spinner label={t('seamless_mines_resuming')} />
        </div>
      )}
      <dl className="mines-stage__stats">
        <div>
          <dt>{t('seamless_mines_current')}</dt>
          <dd data-testid="mines-multiplier">{current ? `${formatMultiplier(current)}×` : '—'}</dd>
        </div>
        <div>
          <dt>{t('seamless_mines_next')}</dt>
          <dd>{next && playing ? `${formatMultiplier(next)}×` : '—'}</dd>
        </div>
        <div>
          <dt>{t('seamless_mines_gems_left')}</dt>
          <dd>{MINES_TILES - roundMines - safeCount}</dd>
        </div>
      </dl>
    </div>
  );

  const controls = (
    <>
      <StakeField
        value={stakeText}
        onChange={stake.setText}
        money={money}
        problem={playing ? null : stake.problem}
        disabled={locked || playing}
      />
      <label className="field">
        <span className="field__label">{t('seamless_mines_count')}</span>
        <select
          className="field__select"
          value={roundMines}
          onChange={(event) => setMines(Number(event.target.value))}
          disabled={locked || playing}
          data-testid="mines-count"
        >
          {MINE_COUNTS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </label>
      {playing ? (
        <>
          <PayoutPreview label={t('seamless_mines_cash_value')} minor={cashAmount} money={money} />
          <button
            type="button"
            className="button button--primary button--large button--block"
            onClick={() => void cashOut()}
            disabled={locked || safeCount === 0}
            data-testid="mines-cashout"
          >
            {calls.busy && pendingTile === null && <Spinner size="small" />}
            {t('seamless_mines_cashout')}
            {current && <span className="button__extra">{formatMultiplier(current)}×</span>}
          </button>
          <button
            type="button"
            className="button button--ghost button--block"
            onClick={randomTile}
            disabled={locked}
            data-testid="mines-random"
          >
            {t('seamless_mines_random')}
          </button>
        </>
      ) : (
        <PlayButton
          label={t('seamless_mines_start')}
          disabled={locked || stake.problem !== null}
          busy={calls.busy}
        />
      )}
    </>
  );

  return (
    <GameLayout
      game="mines"
      stage={stage}
      controls={controls}
      onSubmit={() => void start()}
      below={<RoundFeedback calls={calls} round={round} money={money} />}
    />
  );
}
