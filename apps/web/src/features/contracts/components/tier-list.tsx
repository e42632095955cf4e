import type { ContractTier, ContractType } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { tierWords, type Words } from '../tier-words';
import { useMoney } from '../use-money';

/** A contract's tiers in plain words, numbered from the lowest; `reached` marks a bill's tier. */
export function TierList({
  tiers,
  type,
  reached,
}: {
  tiers: readonly ContractTier[];
  type: ContractType;
  reached?: number | null;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ol className="ct-tiers" aria-label={t('ct_tiers')}>
      {tiers.map((tier, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a contract's tiers never reorder
        <li key={index} className={`ct-tier ${reached === index ? 'is-reached' : ''}`} data-testid="ct-tier">
          <span className="ct-tier__no" aria-hidden="true">
            {index + 1}
          </span>
          <TierText words={tierWords(tier, type, money)} />
        </li>
      ))}
    </ol>
  );
}

function TierText({ words }: { words: Words }) {
  const { t } = useTranslation();
  return <span>{t(words.key, words.params)}</span>;
}
