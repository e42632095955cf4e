import { useDrawStages } from '../draw-stage';
import type { DrawAnimationProps } from './draw-animation';
import { PrizeBadge } from './prize-badge';
import { PrizeBurst } from './prize-burst';

type Stage = 'shake' | 'open' | 'rise';
const STAGES = [
  ['shake', 650],
  ['open', 520],
  ['rise', 760],
] as const satisfies readonly (readonly [Stage, number])[];

/**
 * The red envelope: a red packet with a gold seal that floats; asked, it shakes; answered, it
 * shakes once more, its flap swings open and the prize card slides up out of it (a burst for a win).
 * Built from CSS shapes with the seal and the card's picture in SVG.
 */
export function RedEnvelope({ segments, outcome, pending, reducedMotion, onDone }: DrawAnimationProps) {
  const { phase, stage } = useDrawStages(outcome, pending, STAGES, reducedMotion, onDone);
  const face = outcome ? segments[outcome.index] : undefined;
  const step = phase === 'revealed' ? 'revealed' : (stage ?? (phase === 'drawing' ? 'shake' : 'idle'));
  return (
    <div className={`rf-envelope is-${step}`} data-testid="raffle-envelope" data-phase={phase}>
      <div className="rf-envelope__shadow" aria-hidden="true" />
      <div className="rf-envelope__body">
        <div className="rf-envelope__back" aria-hidden="true" />
        <div className="rf-envelope__card" aria-hidden={phase !== 'revealed'}>
          {face && <PrizeBadge face={face} size={44} />}
        </div>
        <div className="rf-envelope__pocket" aria-hidden="true">
          <span className="rf-envelope__pattern" />
        </div>
        <div className="rf-envelope__flap" aria-hidden="true">
          <svg className="rf-envelope__seal" viewBox="-20 -20 40 40">
            <circle r="18" fill="#f5c451" stroke="#8a5600" strokeWidth="2" />
            <circle r="12.5" fill="none" stroke="#a86b00" strokeWidth="1.4" strokeDasharray="2.4 2" />
            <path
              d="M0-8l2.3 4.8 5.3.7-3.8 3.7.9 5.2L0 3.9l-4.7 2.5.9-5.2-3.8-3.7 5.3-.7z"
              fill="#c8102e"
              strokeLinejoin="round"
            />
          </svg>
        </div>
      </div>
      {phase === 'revealed' && face && face.tone !== 'none' && !reducedMotion && <PrizeBurst />}
    </div>
  );
}
