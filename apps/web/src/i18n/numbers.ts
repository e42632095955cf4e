/**
 * Every number the site writes, in one place, through Intl (decision 0025). One kind of digit per
 * language, and it is the Latin one in every language: amounts, counts, draw numbers, times and
 * the numbers inside the Bengali texts all read 0–9, so a Bengali screen never mixes ১২ with 12.
 * Amounts and counts group by thousands with commas in every language, as the original site did;
 * dates and times take the language's words (month names) with Latin digits.
 */

const AMOUNT_LOCALE = 'en-US';

/** The Intl locale of dates and times in a site language: its words, Latin digits. */
export function dateLocale(language: string): string {
  return language.toUpperCase() === 'BN' ? 'bn-BD-u-nu-latn' : 'en-GB';
}

const amountFormats = new Map<number, Intl.NumberFormat>();

/** `12,345.60` for scale 2: the currency's decimals, always shown. */
export function formatAmount(amount: number, scale: number): string {
  let format = amountFormats.get(scale);
  if (!format) {
    format = new Intl.NumberFormat(AMOUNT_LOCALE, {
      minimumFractionDigits: scale,
      maximumFractionDigits: scale,
    });
    amountFormats.set(scale, format);
  }
  return format.format(amount);
}

// Made on first use: the first Intl format of a page loads the locale's data, which need not
// lengthen the script's start (decision 0055).
let countFormat: Intl.NumberFormat | undefined;

/** `10,054`: a whole number of things. */
export function formatCount(count: number): string {
  countFormat ??= new Intl.NumberFormat(AMOUNT_LOCALE, { maximumFractionDigits: 0 });
  return countFormat.format(count);
}

/** A date and time in the language's words, Latin digits. */
export function formatDateTime(date: Date, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

/** `14:05:09`: a time of day on the 24-hour clock. */
export function formatClock(date: Date, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}
