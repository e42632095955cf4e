import type { RaffleKind } from '@tessera/contracts';
import type { DrawOutcome } from '../draw-stage';
import type { PrizeFace } from '../prize-face';
import { GoldenEgg } from './golden-egg';
import { PrizeWheel } from './prize-wheel';
import { RedEnvelope } from './red-envelope';

export interface DrawAnimationProps {
  segments: readonly PrizeFace[];
  outcome: DrawOutcome | null;
  pending: boolean;
  reducedMotion: boolean;
  onDone: (drawId: string) => void;
}

/** The raffle's own animation: the wheel, the red envelope or the golden egg. */
export function DrawAnimation({ kind, ...props }: DrawAnimationProps & { kind: RaffleKind }) {
  switch (kind) {
    case 'WHEEL':
      return <PrizeWheel {...props} />;
    case 'RED_ENVELOPE':
      return <RedEnvelope {...props} />;
    case 'EGG':
      return <GoldenEgg {...props} />;
  }
}
