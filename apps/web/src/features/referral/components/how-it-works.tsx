import type { ReferralRules, ReferralStage } from '@tessera/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BetStepIcon, DepositStepIcon, SignUpIcon } from '../referral-icons';
import { howItWorks } from '../referral-words';
import { useReferralMoney } from '../use-referral-money';

export const STAGE_ICON: Record<ReferralStage, ReactNode> = {
  REGISTER: <SignUpIcon />,
  FIRST_DEPOSIT: <DepositStepIcon />,
  VALID_BET: <BetStepIcon />,
};

/** "How it works": the steps the brand pays for, each with what the member gets (none while off). */
export function HowItWorks({ rules, offered }: { rules: ReferralRules; offered: boolean }) {
  const { t } = useTranslation();
  const money = useReferralMoney();
  if (!offered) return null;
  const steps = howItWorks(rules);
  const what = (stage: ReferralStage, amount: number | null) =>
    stage === 'REGISTER'
      ? t('rf_step_register')
      : stage === 'FIRST_DEPOSIT'
        ? t('rf_step_deposit', { amount: money(amount ?? 0) })
        : t('rf_step_bet', { amount: money(amount ?? 0) });

  return (
    <section className="rf-how" aria-labelledby="rf-how-title" data-testid="rf-how">
      <h4 id="rf-how-title" className="rf-section__title">
        {t('rf_how_title')}
      </h4>
      <ol className="rf-steps">
        {steps.map((step, index) => (
          <li key={step.stage} className="rf-step" data-testid="rf-step" data-stage={step.stage}>
            <span className="rf-step__icon" aria-hidden="true">
              {STAGE_ICON[step.stage]}
              <span className="rf-step__number">{index + 1}</span>
            </span>
            <span className="rf-step__what">{what(step.stage, step.amount)}</span>
            <strong className="rf-step__reward" data-testid="rf-step-reward">
              {t('rf_step_reward', { amount: money(step.reward) })}
            </strong>
          </li>
        ))}
      </ol>
    </section>
  );
}
