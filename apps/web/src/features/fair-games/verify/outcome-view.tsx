import type { FairOutcome, FairParams } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { KenoBoard } from '../components/keno-board';
import { MinesGrid } from '../components/mines-grid';
import { PlinkoBoard } from '../components/plinko-board';
import { SlotReels } from '../components/slot-reels';
import { hundredthsText, kenoCells, minesTiles, slotWinningCells } from '../outcome-display';

const STILL = [false, false, false, false, false];

/** A recomputed outcome drawn small: the same boards as the games, without play. */
export function OutcomeView({ outcome, params }: { outcome: FairOutcome; params: FairParams }) {
  const { t } = useTranslation();
  switch (outcome.game) {
    case 'dice':
      return params.game === 'dice' ? (
        <p className={`outcome-dice ${outcome.win ? 'is-win' : 'is-loss'}`}>
          <strong>{hundredthsText(outcome.roll)}</strong>
          <span>
            {t(params.direction === 'over' ? 'seamless_verify_dice_over' : 'seamless_verify_dice_under', {
              target: hundredthsText(params.target),
            })}
          </span>
        </p>
      ) : null;
    case 'mines':
      return <MinesGrid tiles={minesTiles(outcome)} compact />;
    case 'plinko':
      return params.game === 'plinko' ? (
        <div className="outcome-plinko">
          <PlinkoBoard
            rows={params.rows}
            risk={params.risk}
            drop={{ path: outcome.path, bucket: outcome.bucket, step: outcome.path.length + 1 }}
            stepMs={0}
          />
        </div>
      ) : null;
    case 'keno':
      return params.game === 'keno' ? (
        <KenoBoard cells={kenoCells(params.picks, outcome.drawn)} compact />
      ) : null;
    case 'slot':
      return (
        <SlotReels
          columns={outcome.grid}
          spinning={STILL}
          winCells={slotWinningCells(outcome.wins)}
          winLines={outcome.wins.map((win) => win.line)}
          compact
        />
      );
  }
}
