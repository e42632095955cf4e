import type { offerContractStaff } from '@tessera/contracts';
import { CONTRACT_TYPES, type ContractType, DIVIDEND_PERIODS, type ValueOf } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Field } from '../../../components/field';
import { useAction } from '../../../lib/hooks/use-action';
import { useBrand } from '../../brand/brand-store';
import { postContract } from '../api/post-contract';
import {
  type ContractDraft,
  type ContractProblem,
  contractBody,
  type DividendPeriod,
  emptyContract,
  isDividend,
} from '../contract-terms';
import { TierEditor } from './tier-editor';

export type StaffContract = ValueOf<typeof offerContractStaff>;

/**
 * "New house contract": the house offers a top agent a contract it pays (the agent accepts or
 * rejects it as any other). The member comes from the tree's row, or is typed as an ID.
 */
export function ContractDialog(props: {
  agent?: { memberId: number; account: string };
  onDone: (contract: StaffContract) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const scale = useBrand()?.scale ?? 2;
  const [draft, setDraft] = useState<ContractDraft>(() =>
    emptyContract(props.agent ? String(props.agent.memberId) : ''),
  );
  const [problem, setProblem] = useState<ContractProblem | null>(null);
  const action = useAction();
  const change = (patch: Partial<ContractDraft>) => {
    setProblem(null);
    setDraft((before) => ({ ...before, ...patch }));
  };
  const submit = async () => {
    const read = contractBody(draft, scale);
    if (read.problem) return setProblem(read.problem);
    setProblem(null);
    let offered: StaffContract | null = null;
    if (await action.run(async () => (offered = await postContract(read.body)))) {
      if (offered) props.onDone(offered);
    }
  };
  const problemText = problem
    ? problem.tier
      ? t('agents.invalid.inTier', {
          n: problem.tier,
          problem: t(`agents.invalid.${problem.key}`, problem.values ?? {}),
        })
      : t(`agents.invalid.${problem.key}`, problem.values ?? {})
    : null;

  return (
    <Dialog
      title={t('agents.form.title')}
      submitLabel={t('agents.form.offer')}
      busy={action.busy}
      error={problemText ?? action.error}
      onSubmit={submit}
      onClose={props.onClose}
      testId="contract-dialog"
      wide
    >
      <p className="form-note">{t('agents.form.about')}</p>
      <div className="contract-form__head">
        {props.agent ? (
          <div className="contract-form__agent">
            <span>{t('agents.form.agent')}</span>
            <strong data-testid="contract-agent">
              {props.agent.account} <span className="muted">#{props.agent.memberId}</span>
            </strong>
          </div>
        ) : (
          <Field label={t('agents.form.memberId')} hint={t('agents.form.memberIdHint')}>
            {(id) => (
              <input
                id={id}
                name="memberId"
                inputMode="numeric"
                autoComplete="off"
                required
                value={draft.memberId}
                onChange={(e) => change({ memberId: e.target.value.replace(/\D/gu, '') })}
              />
            )}
          </Field>
        )}
        <Field label={t('agents.type')}>
          {(id) => (
            <select
              id={id}
              name="type"
              value={draft.type}
              onChange={(e) => change({ type: e.target.value as ContractType })}
            >
              {CONTRACT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`agents.types.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {isDividend(draft.type) && (
          <Field label={t('agents.form.period')}>
            {(id) => (
              <select
                id={id}
                name="period"
                value={draft.period}
                onChange={(e) => change({ period: e.target.value as DividendPeriod })}
              >
                {DIVIDEND_PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {t(`agents.periods.${period}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
      <TierEditor
        type={draft.type}
        scale={scale}
        tiers={draft.tiers}
        onChange={(tiers) => change({ tiers })}
      />
    </Dialog>
  );
}
