import { localeOf } from '../../lib/format';

/** A chance as staff read it: "12.5 %", "0.05 %". */
export function formatPercent(chance: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'percent',
    maximumFractionDigits: chance > 0 && chance < 0.01 ? 3 : 2,
  }).format(chance);
}
