import type { ContractTier, ContractType } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../../../lib/format';
import { useBrand } from '../../brand/brand-store';
import { type TermsFormat, tierSummary } from '../contract-terms';

/** How tiers are worded in the console's language and the brand's currency. */
export function useTermsFormat(): TermsFormat {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const language = i18n.language;
  return {
    t: (key, values) => t(key, values ?? {}),
    language,
    money: (amount) => formatMoney(amount, brand?.currency ?? 'BDT', language, brand?.scale ?? 2),
    count: (value) => formatCount(value, language),
  };
}

/** A contract's tiers, one sentence each, numbered. */
export function TierLines({ tiers, type }: { tiers: readonly ContractTier[]; type: ContractType }) {
  const format = useTermsFormat();
  return (
    <ol className="tier-lines" data-testid="tier-lines">
      {tiers.map((tier, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: tiers are an ordered list without ids.
        <li key={index}>{tierSummary(tier, type, format)}</li>
      ))}
    </ol>
  );
}
