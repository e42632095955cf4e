import { useDrawStages } from '../draw-stage';
import type { DrawAnimationProps } from './draw-animation';
import { PrizeBadge } from './prize-badge';
import { PrizeBurst } from './prize-burst';

type Stage = 'tap' | 'split';
const STAGES = [
  ['tap', 1150],
  ['split', 700],
] as const satisfies readonly (readonly [Stage, number])[];

const EGG =
  'M100 18C146 18 178 100 178 146C178 198 144 230 100 230C56 230 22 198 22 146C22 100 54 18 100 18Z';
/** The line the shell breaks along, left to right. */
const BREAK = '22,132 38,120 54,138 70,118 86,140 102,116 118,138 134,118 150,140 166,120 180,134';
const TOP = `0,0 200,0 200,134 ${BREAK.split(' ').reverse().join(' ')} 0,132`;
const BOTTOM = `0,240 200,240 200,134 ${BREAK.split(' ').reverse().join(' ')} 0,132`;

function Shell() {
  return (
    <>
      <path d={EGG} fill="url(#rf-egg-gold)" stroke="#a86b00" strokeWidth="2.5" />
      <path
        d="M24 150C60 164 140 164 176 150"
        fill="none"
        stroke="#c8102e"
        strokeWidth="9"
        strokeLinecap="round"
      />
      <path
        d="M24 150C60 164 140 164 176 150"
        fill="none"
        stroke="#ffd45c"
        strokeWidth="2"
        strokeDasharray="3 6"
        strokeLinecap="round"
      />
      <ellipse cx="72" cy="72" rx="14" ry="26" fill="#fffbe6" opacity="0.55" transform="rotate(24 72 72)" />
      <circle cx="132" cy="96" r="5" fill="#fff3c4" opacity="0.7" />
      <circle cx="120" cy="188" r="4" fill="#fff3c4" opacity="0.5" />
    </>
  );
}

/**
 * The golden egg: it sits and glints; asked, it wobbles; answered, a hammer taps it three times as
 * the cracks spread, the shell breaks along a zigzag, the top flies off, and the prize rises out (a
 * burst for a win). All SVG: the whole shell takes the cracks; at the break it gives way to two
 * copies of itself, each clipped to one half.
 */
export function GoldenEgg({ segments, outcome, pending, reducedMotion, onDone }: DrawAnimationProps) {
  const { phase, stage } = useDrawStages(outcome, pending, STAGES, reducedMotion, onDone);
  const face = outcome ? segments[outcome.index] : undefined;
  const step = phase === 'revealed' ? 'revealed' : (stage ?? (phase === 'drawing' ? 'wobble' : 'idle'));
  return (
    <div className={`rf-egg is-${step}`} data-testid="raffle-egg" data-phase={phase}>
      <div className="rf-egg__rays" aria-hidden="true" />
      <svg className="rf-egg__art" viewBox="0 0 200 240" aria-hidden="true">
        <defs>
          <radialGradient id="rf-egg-gold" cx="38%" cy="30%" r="75%">
            <stop offset="0" stopColor="#fff6cf" />
            <stop offset="0.35" stopColor="#ffd45c" />
            <stop offset="0.75" stopColor="#e0a21c" />
            <stop offset="1" stopColor="#9a6300" />
          </radialGradient>
          <clipPath id="rf-egg-top">
            <polygon points={TOP} />
          </clipPath>
          <clipPath id="rf-egg-bottom">
            <polygon points={BOTTOM} />
          </clipPath>
        </defs>
        <ellipse className="rf-egg__shadow" cx="100" cy="232" rx="62" ry="7" />
        <g className="rf-egg__whole">
          <Shell />
          <g
            className="rf-egg__cracks"
            fill="none"
            stroke="#6b3d00"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path
              className="rf-egg__crack rf-egg__crack--1"
              pathLength="1"
              d="M138 64l-10 14 8 8-12 12 6 10"
            />
            <path className="rf-egg__crack rf-egg__crack--2" pathLength="1" d="M128 78l-18 4-6 14-16 2" />
            <path
              className="rf-egg__crack rf-egg__crack--3"
              pathLength="1"
              d="M88 98l-14 12 4 10M124 98l10 14 14 4"
            />
          </g>
        </g>
        <g className="rf-egg__bottom" clipPath="url(#rf-egg-bottom)">
          <Shell />
        </g>
        <g className="rf-egg__top" clipPath="url(#rf-egg-top)">
          <Shell />
        </g>
      </svg>
      <svg className="rf-egg__hammer" viewBox="0 0 90 90" aria-hidden="true">
        <rect x="40" y="30" width="9" height="58" rx="4" fill="#8a4b1c" stroke="#4a2408" strokeWidth="2" />
        <rect x="14" y="8" width="62" height="26" rx="7" fill="#c7c9d6" stroke="#4a4d63" strokeWidth="2.5" />
        <rect x="14" y="8" width="14" height="26" rx="5" fill="#ffd45c" stroke="#4a4d63" strokeWidth="2.5" />
        <rect x="62" y="8" width="14" height="26" rx="5" fill="#ffd45c" stroke="#4a4d63" strokeWidth="2.5" />
      </svg>
      <div className="rf-egg__prize" aria-hidden={phase !== 'revealed'}>
        {face && (step === 'split' || step === 'revealed') && <PrizeBadge face={face} size={44} />}
      </div>
      {phase === 'revealed' && face && face.tone !== 'none' && !reducedMotion && <PrizeBurst />}
    </div>
  );
}
