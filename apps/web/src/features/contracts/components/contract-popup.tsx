import type { Contract } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadStates } from '../../../components/load-states';
import { Modal } from '../../../components/modal';
import { useLoad } from '../../../lib/async/use-load';
import { fetchContracts } from '../api/get-contracts';
import type { RequestKind } from '../contract-requests';
import { ContractActions } from './contract-actions';
import { ContractCard } from './contract-card';

/** The most contracts a request list reads at once (a member holds one live contract a type). */
const REQUEST_PAGE = 50;

/**
 * The contracts waiting for the member's answer: the offers (state P) when a new offer is
 * announced, and those in force whose end the upline asked for.
 */
export async function loadRequested(kinds: readonly RequestKind[], signal: AbortSignal): Promise<Contract[]> {
  const [offers, inForce] = await Promise.all([
    kinds.includes('offer')
      ? fetchContracts({ direction: 'received', state: 'P', pageSize: REQUEST_PAGE }, signal)
      : null,
    kinds.includes('termination')
      ? fetchContracts({ direction: 'received', state: 'V', pageSize: REQUEST_PAGE }, signal)
      : null,
  ]);
  return [
    ...(offers?.list ?? []),
    ...(inForce?.list ?? []).filter((contract) => contract.terminationRequestedBy === 'UPLINE'),
  ];
}

/**
 * The contract popup (spec §2.2, §4), logged in only: each waiting contract in plain words with
 * Accept / Reject (or, for a termination the upline asked for, Agree to end / Keep it). The generic
 * popup's rules: the page behind is locked, a click beside it does nothing; "Decide later" closes
 * it until the next login, and the agent centre's contracts page answers too.
 */
export function ContractPopup({
  requests,
  onLater,
}: {
  /** The waiting requests' signature: the list loads again whenever the consolidated info changes. */
  requests: readonly { type: string; kind: RequestKind }[];
  onLater: () => void;
}) {
  const { t } = useTranslation();
  const [answered, setAnswered] = useState<ReadonlySet<string>>(() => new Set());
  const kinds = requests.map((request) => request.kind);
  const { state, retry } = useLoad(JSON.stringify(requests), (signal) => loadRequested(kinds, signal));

  return (
    <Modal title={t('ct_popup_title')} onClose={onLater} className="ct-popup">
      <div className="ct-popup__body" data-testid="contract-popup">
        <p className="ct-popup__lead">{t('ct_popup_lead')}</p>
        <LoadStates state={state} retry={retry} rows={3}>
          {(contracts) => {
            const open = contracts.filter((contract) => !answered.has(contract.id));
            return open.length === 0 ? (
              <p className="ct-popup__done" role="status">
                {t('ct_popup_nothing')}
              </p>
            ) : (
              <div className="ct-list">
                {open.map((contract) => (
                  <ContractCard key={contract.id} contract={contract} side="received">
                    <ContractActions
                      contract={contract}
                      side="received"
                      onDone={() => setAnswered((ids) => new Set([...ids, contract.id]))}
                    />
                  </ContractCard>
                ))}
              </div>
            );
          }}
        </LoadStates>
      </div>
      <div className="ct-popup__foot">
        <button type="button" className="button button--ghost" onClick={onLater} data-testid="contract-later">
          {t('ct_popup_later')}
        </button>
      </div>
    </Modal>
  );
}
