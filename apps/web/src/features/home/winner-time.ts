/** When a win happened, briefly: `14:05` today, `03-02 14:05` before; digits only, any language. */
export function winnerTime(iso: string, now: Date): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  const two = (value: number) => String(value).padStart(2, '0');
  const time = `${two(moment.getHours())}:${two(moment.getMinutes())}`;
  const sameDay =
    moment.getFullYear() === now.getFullYear() &&
    moment.getMonth() === now.getMonth() &&
    moment.getDate() === now.getDate();
  return sameDay ? time : `${two(moment.getMonth() + 1)}-${two(moment.getDate())} ${time}`;
}

/** Seconds one pass of the winners' scroll takes: slow enough to read, 2.5 s a row. */
export function winnerScrollSeconds(count: number): number {
  return Math.max(count, 1) * 2.5;
}
