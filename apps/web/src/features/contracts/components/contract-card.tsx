import type { Contract } from '@tessera/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRecordTime } from '../../wallet/record-filters';
import { cadenceKey, stateKey, stateTone, typeKey } from '../contract-labels';
import { ContractTypeIcon } from './contract-type-icon';
import { TierList } from './tier-list';

export type ContractSide = 'received' | 'offered';

/**
 * One contract in plain words: its type and how often it pays, its state, who offers it (or to
 * whom it was offered), a termination asked for, each tier, its dates; the actions below it.
 */
export function ContractCard({
  contract,
  side,
  children,
}: {
  contract: Contract;
  side: ContractSide;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const who =
    side === 'offered'
      ? t('ct_offered_to', { account: contract.member })
      : contract.upline
        ? t('ct_offered_by', { account: contract.upline })
        : t('ct_offered_by_house');
  return (
    <article
      className="ct-card"
      data-testid="contract-card"
      data-id={contract.id}
      data-type={contract.type}
      data-state={contract.state}
    >
      <header className="ct-card__head">
        <span className="ct-card__icon" aria-hidden="true">
          <ContractTypeIcon type={contract.type} />
        </span>
        <span className="ct-card__title">
          <span className="ct-card__name">{t(typeKey(contract.type))}</span>
          <span className="ct-card__cadence">{t(cadenceKey(contract))}</span>
        </span>
        <span
          className={`agent-tag ct-tag ct-tag--${stateTone(contract.state)}`}
          data-testid="contract-state"
        >
          {t(stateKey(contract.state))}
        </span>
      </header>
      <p className="ct-card__who">{who}</p>
      {contract.terminationRequestedBy && contract.state === 'V' && (
        <p className="ct-card__note" role="note">
          {t(terminationNoteKey(contract.terminationRequestedBy, side))}
        </p>
      )}
      <TierList tiers={contract.tiers} type={contract.type} />
      <p className="ct-card__dates">
        {[
          t('ct_offered_at', { time: formatRecordTime(contract.offeredAt) }),
          contract.endedAt
            ? t('ct_ended_at', { time: formatRecordTime(contract.endedAt) })
            : contract.decidedAt && t('ct_decided_at', { time: formatRecordTime(contract.decidedAt) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {children}
    </article>
  );
}

/** Who asked to end it, from where the reader stands. */
function terminationNoteKey(by: 'UPLINE' | 'DOWNLINE', side: ContractSide): string {
  if (by === 'UPLINE') return side === 'received' ? 'ct_note_upline_asks' : 'ct_note_you_asked';
  return side === 'received' ? 'ct_note_you_asked' : 'ct_note_downline_asks';
}
