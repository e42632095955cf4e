/**
 * When a game draws (domain.md §5): fast games every `cadence` seconds on the clock (a 3-minute game
 * draws at :00, :03, …), daily and official games at a local time on given weekdays. Betting on a
 * draw opens when the previous draw's betting closes, so exactly one draw of a game is open at a
 * time, and closes `close` seconds before the draw.
 */
export type Schedule =
  | { kind: 'every'; seconds: number }
  | { kind: 'weekly'; weekdays: readonly number[]; time: string; utcOffsetMinutes: number };

export interface DrawSlot {
  numero: string;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
}

const DAY_MS = 86_400_000;

/** The next `count` draw instants strictly after `after`. */
export function drawInstants(schedule: Schedule, after: Date, count: number): Date[] {
  const instants: Date[] = [];
  if (schedule.kind === 'every') {
    const step = schedule.seconds * 1000;
    let at = Math.floor(after.getTime() / step) * step + step;
    while (instants.length < count) {
      instants.push(new Date(at));
      at += step;
    }
    return instants;
  }
  const [hours, minutes] = schedule.time.split(':').map(Number) as [number, number];
  const offset = schedule.utcOffsetMinutes * 60_000;
  // Local midnight of the local day `after` falls in, then day by day.
  let localDay = Math.floor((after.getTime() + offset) / DAY_MS) * DAY_MS;
  while (instants.length < count) {
    const weekday = new Date(localDay).getUTCDay();
    const at = localDay + (hours * 60 + minutes) * 60_000 - offset;
    if (schedule.weekdays.includes(weekday) && at > after.getTime()) instants.push(new Date(at));
    localDay += DAY_MS;
  }
  return instants;
}

/** The instant before `at` (the previous draw), to open a draw when its predecessor closes. */
function previousInstant(schedule: Schedule, at: Date): Date {
  if (schedule.kind === 'every') return new Date(at.getTime() - schedule.seconds * 1000);
  // Look back at most a fortnight for the previous weekday.
  const [previous] = drawInstants(schedule, new Date(at.getTime() - 15 * DAY_MS), 1);
  let candidate = previous!;
  for (const next of drawInstants(schedule, candidate, 20)) {
    if (next.getTime() >= at.getTime()) break;
    candidate = next;
  }
  return candidate;
}

/**
 * The draw's number: the local date, and for fast games its place in the day
 * (`20261122-0481` is the 481st three-minute draw of 22 November).
 */
export function numeroOf(schedule: Schedule, drawsAt: Date): string {
  const offset = schedule.kind === 'weekly' ? schedule.utcOffsetMinutes * 60_000 : 0;
  const local = new Date(drawsAt.getTime() + offset);
  const date = local.toISOString().slice(0, 10).replaceAll('-', '');
  if (schedule.kind === 'weekly') return date;
  const sinceMidnight = local.getTime() - Math.floor(local.getTime() / DAY_MS) * DAY_MS;
  const index = sinceMidnight / (schedule.seconds * 1000);
  // The midnight draw is the day before's last one.
  const last = DAY_MS / (schedule.seconds * 1000);
  if (index === 0) {
    const dayBefore = new Date(local.getTime() - DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');
    return `${dayBefore}-${String(last).padStart(4, '0')}`;
  }
  return `${date}-${String(Math.floor(index)).padStart(4, '0')}`;
}

/** The next `count` draws after `after`, with their betting windows. */
export function drawSlots(schedule: Schedule, closeSeconds: number, after: Date, count: number): DrawSlot[] {
  const instants = drawInstants(schedule, after, count);
  const close = closeSeconds * 1000;
  return instants.map((drawsAt, i) => {
    const previous = i === 0 ? previousInstant(schedule, drawsAt) : instants[i - 1]!;
    return {
      numero: numeroOf(schedule, drawsAt),
      opensAt: new Date(previous.getTime() - close),
      closesAt: new Date(drawsAt.getTime() - close),
      drawsAt,
    };
  });
}
