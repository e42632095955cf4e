/**
 * Every number, amount and date the console writes. Amounts come over the wire as decimals in
 * major units (`MAX_AMOUNT` in @tessera/contracts/money.ts); they are only formatted here, never
 * added up as floats. Latin digits in both languages (staff copy figures into other systems).
 */
const LOCALES: Record<string, string> = { EN: 'en-GB', BN: 'bn-BD-u-nu-latn' };

export function localeOf(language: string): string {
  return LOCALES[language] ?? 'en-GB';
}

const formatters = new Map<string, Intl.NumberFormat>();

/** `৳1,250.50` (BN) or `BDT 1,250.50`-style per the locale; the sign kept for debits. */
export function formatMoney(amount: number, currency: string, language: string, scale = 2): string {
  const key = `${language}:${currency}:${scale}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(localeOf(language), {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: scale,
        maximumFractionDigits: scale,
      });
    } catch {
      // A currency code Intl does not know (a trial currency): the number with the code after it.
      const plain = new Intl.NumberFormat(localeOf(language), {
        minimumFractionDigits: scale,
        maximumFractionDigits: scale,
      });
      format = { format: (value: number) => `${plain.format(value)} ${currency}` } as Intl.NumberFormat;
    }
    formatters.set(key, format);
  }
  return format.format(amount);
}

export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}

/**
 * Staff-typed amount text (`1,250.5`, `-300`) to the wire's major-unit number, exactly: the digits
 * become integer minor units (bigint) and back, so `0.1 + 0.2` cannot happen. Null when it is not
 * a plain decimal, is zero, or has more decimals than the currency.
 */
export function parseAmount(text: string, scale: number, allowNegative = false): number | null {
  const clean = text.replace(/[\s,]/gu, '');
  const match = /^(-?)(\d{1,13})(?:\.(\d+))?$/u.exec(clean);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > scale || (sign && !allowNegative)) return null;
  const minor = BigInt(whole!) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
  if (minor === 0n) return null;
  const digits = minor.toString().padStart(scale + 1, '0');
  const major = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return Number(`${sign}${major}`);
}

/** A lottery payout in thousandths of the unit price as "pays N×": 9800 → `9.8×`, 97000000 → `97,000×`. */
export function formatPays(milli: number, language: string): string {
  return `${new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 3 }).format(milli / 1000)}×`;
}

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * An ISO country code (`BD`) as its name in the console's language ("Bangladesh", "বাংলাদেশ"); the
 * code itself when Intl has no name for it; null for no code.
 */
export function countryName(code: string | null | undefined, language: string): string | null {
  if (!code) return null;
  const upper = code.toUpperCase();
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([localeOf(language)], { type: 'region', fallback: 'code' });
    regionNames.set(language, names);
  }
  try {
    return names.of(upper) ?? upper;
  } catch {
    // Not a well-formed region code (Intl throws): show what the server sent.
    return upper;
  }
}
