/** A state as a coloured pill; the tone says good, waiting, bad or neutral at a glance. */
export type Tone = 'good' | 'wait' | 'bad' | 'neutral' | 'info';

const TONES: Record<string, Tone> = {
  PENDING: 'wait',
  PENDING_REVIEW: 'wait',
  OPEN: 'info',
  SCHEDULED: 'neutral',
  CLOSED: 'wait',
  DRAWN: 'info',
  APPROVED: 'info',
  DISBURSED: 'info',
  POSTED: 'good',
  SETTLED: 'good',
  RECEIVED: 'good',
  ACTIVE: 'good',
  PARTIALLY_RECEIVED: 'bad',
  NOT_RECEIVED: 'bad',
  REJECTED: 'bad',
  CANCELLED: 'neutral',
  EXPIRED: 'neutral',
  INACTIVE: 'neutral',
  DISABLED: 'bad',
};

export function Badge({ value, label, tone }: { value: string; label: string; tone?: Tone }) {
  return (
    <span className={`badge badge--${tone ?? TONES[value] ?? 'neutral'}`} data-value={value}>
      {label}
    </span>
  );
}
