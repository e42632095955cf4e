import type { Contract } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askConfirm } from '../../../components/dialog-store';
import { withLoader } from '../../../components/loader-store';
import { isApiError } from '../../../lib/api/api-error';
import { postContractAnswer } from '../api/post-contract-answer';
import { postTermination } from '../api/post-termination';
import { type ContractActionPlan, contractActions } from '../contract-actions';
import { refreshContractInfo } from '../contract-info-store';
import type { ContractSide } from './contract-card';

/**
 * The buttons a contract offers its reader (contract-actions.ts), each asking first when it cannot
 * be undone; the server's refusal shows under them. After an answer the consolidated info loads
 * again (the popup and the menu follow it) and `onDone` gets the contract as it now is.
 */
export function ContractActions({
  contract,
  side,
  onDone,
}: {
  contract: Contract;
  side: ContractSide;
  onDone: (contract: Contract) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const plans = contractActions(contract, side);
  if (plans.length === 0) return null;

  const run = async (action: ContractActionPlan) => {
    if (
      action.confirm &&
      !(await askConfirm({
        title: t(`ct_action_${action.name}`),
        message: t(action.confirm, { type: t(`ct_type_${contract.type}`) }),
        confirmLabel: t(`ct_action_${action.name}`),
        cancelLabel: t('ct_cancel'),
        tone: 'warning',
      }))
    ) {
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const after = await withLoader(
        action.call.kind === 'terminate'
          ? postTermination(contract.id)
          : postContractAnswer(contract.type, contract.id, action.call.action),
      );
      void refreshContractInfo();
      onDone(after);
    } catch (error) {
      setRefusal(isApiError(error) ? error.message : t('err_unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ct-actions">
      {refusal && (
        <p className="form-alert" role="alert">
          {refusal}
        </p>
      )}
      <div className="ct-actions__buttons">
        {plans.map((action) => (
          <button
            key={action.name}
            type="button"
            className={`button button--small ${action.primary ? 'button--primary' : 'button--ghost'}`}
            disabled={busy}
            onClick={() => void run(action)}
            data-testid={`contract-${action.name}`}
          >
            {t(`ct_action_${action.name}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
