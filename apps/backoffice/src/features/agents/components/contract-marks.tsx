import type { ContractType } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';

/** The contracts a member holds in force, as small marks ("Real-time", "Dividend"); a dash for none. */
export function ContractMarks({ types }: { types: readonly ContractType[] }) {
  const { t } = useTranslation();
  if (types.length === 0) return <span className="muted">—</span>;
  return (
    <span className="marks" data-testid="contract-marks">
      {types.map((type) => (
        <span key={type} className="mark mark--contract" data-value={type}>
          {t(`agents.typesShort.${type}`)}
        </span>
      ))}
    </span>
  );
}
