/** The amount check of the transfer forms (the server checks again, exactly, in minor units). */
export function checkAmount(text: string, scale: number, balance: number): string | null {
  const value = text.trim();
  if (!value) return 'err_required';
  const match = /^(\d+)(?:\.(\d+))?$/u.exec(value);
  if (!match || Number(value) <= 0) return 'tr_err_amount';
  if ((match[2] ?? '').length > scale) return 'tr_err_decimals';
  if (Number(value) > balance) return 'tr_err_balance';
  return null;
}

/** Keep what an amount field may hold: digits and one decimal point. */
export function cleanAmount(text: string): string {
  const kept = text.replace(/[^\d.]/gu, '');
  const dot = kept.indexOf('.');
  return dot < 0 ? kept : `${kept.slice(0, dot + 1)}${kept.slice(dot + 1).replace(/\./gu, '')}`;
}
