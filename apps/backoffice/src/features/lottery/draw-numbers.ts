/** Typed result numbers (`03 17 25`, `3,17,25`) to the wire's list; null when any is not 1–6 digits. */
export function parseDrawNumbers(text: string): string[] | null {
  const parts = text.split(/[\s,;]+/u).filter(Boolean);
  if (parts.length === 0 || parts.length > 30) return null;
  return parts.every((part) => /^\d{1,6}$/u.test(part)) ? parts : null;
}

export type DrawAction = 'result' | 'correct' | 'confirm' | 'reject' | 'cancel';

/** What staff may do with a draw in its state (the server decides; this only offers the buttons). */
export function drawActions(draw: { status: string; pending: { kind: string } | null }): DrawAction[] {
  if (draw.pending) return ['confirm', 'reject'];
  const actions: DrawAction[] = [];
  if (draw.status === 'CLOSED' || draw.status === 'DRAWN') actions.push('result');
  if (draw.status === 'SETTLED') actions.push('correct');
  if (draw.status !== 'SETTLED' && draw.status !== 'CANCELLED') actions.push('cancel');
  return actions;
}
