/**
 * Keno pay table in hundredths of the stake: KENO_PAYTABLE[picks][hits]. Each row was fitted so
 * that Σ C(picks, h) · C(40 − picks, 10 − h) · pay[h] = 99 · C(40, 10) exactly: whatever the number
 * of picks, the hypergeometric expectation is exactly 99 % (keno.test.ts recomputes it).
 */
export const KENO_PAYTABLE: readonly (readonly number[])[] = [
  [],
  [0, 396],
  [0, 180, 516],
  [0, 110, 290, 901],
  [0, 48, 220, 642, 2291],
  [0, 0, 139, 491, 2000, 6021],
  [0, 0, 110, 298, 803, 3000, 14882],
  [0, 0, 60, 236, 546, 1497, 8003, 39975],
  [0, 0, 0, 200, 423, 1198, 5001, 20000, 99879],
  [0, 0, 0, 139, 303, 778, 2503, 10003, 49997, 200031],
  [0, 0, 0, 132, 206, 451, 1204, 5003, 19999, 99999, 499935],
];
