/**
 * Plinko pay tables in hundredths of the stake (550 = 5.50x), one per (rows, risk), written as the
 * half from the edge bucket to the centre bucket; the other half mirrors it. Each was fitted so that
 * Σ C(rows, k) · pay[k] = 99 · 2^rows exactly: every table returns exactly 99 % (plinko.test.ts
 * recomputes it from the binomial distribution).
 */
export const PLINKO_HALF_TABLES = {
  8: {
    low: [554, 211, 110, 100, 50],
    medium: [1200, 300, 130, 72, 40],
    high: [2800, 401, 153, 30, 20],
  },
  12: {
    low: [900, 299, 159, 141, 110, 100, 50],
    medium: [3001, 1003, 400, 200, 113, 60, 30],
    high: [15002, 2400, 800, 202, 74, 20, 20],
  },
  16: {
    low: [1502, 900, 200, 150, 137, 120, 110, 100, 50],
    medium: [10002, 4000, 998, 496, 303, 150, 100, 50, 30],
    high: [100004, 12998, 2602, 901, 400, 200, 20, 20, 20],
  },
} as const;
