import { RAFFLE_LIMITS, REFERRAL_STAGES, type ReferralStage } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { emptyRule, type RuleDraft, type RuleSource } from '../raffle-form';

const SOURCES: readonly RuleSource[] = ['DEPOSIT', 'VALID_BET', 'MISSION', 'REFERRAL'];

/**
 * How members earn this raffle's tickets: per rule its source, the tickets it gives and what it
 * reads (the least deposit, the valid bet per step, one mission or any, one referral step or any).
 */
export function RuleRows(props: {
  rules: RuleDraft[];
  currency: string;
  disabled: boolean;
  error: (field: string) => string | undefined;
  onChange: (rules: RuleDraft[]) => void;
}) {
  const { t } = useTranslation();
  const { rules, disabled } = props;
  const change = (index: number, patch: Partial<RuleDraft>) =>
    props.onChange(rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)));
  return (
    <div className="raffle-rules" data-testid="raffle-rules">
      {rules.length === 0 && <p className="muted small">{t('raffles.rule.none')}</p>}
      {rules.map((rule, index) => {
        const at = `rules.${index}`;
        const problem = [
          props.error(`${at}.tickets`),
          props.error(`${at}.amount`),
          props.error(`${at}.missionId`),
        ]
          .filter(Boolean)
          .join(' ');
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rules are kept in the order written
          <div key={index} className="raffle-rule" data-testid="raffle-rule-row">
            <select
              aria-label={t('raffles.rule.sourceOf', { row: index + 1 })}
              value={rule.source}
              disabled={disabled}
              onChange={(e) =>
                change(index, { ...emptyRule(e.target.value as RuleSource), tickets: rule.tickets })
              }
            >
              {SOURCES.map((source) => (
                <option key={source} value={source}>
                  {t(`raffles.sources.${source}`)}
                </option>
              ))}
            </select>
            <label className="raffle-rule__part">
              <span>{t('raffles.rule.tickets')}</span>
              <input
                data-field={`${at}.tickets`}
                aria-invalid={props.error(`${at}.tickets`) ? true : undefined}
                inputMode="numeric"
                value={rule.tickets}
                disabled={disabled}
                autoComplete="off"
                onChange={(e) => change(index, { tickets: e.target.value })}
              />
            </label>
            {(rule.source === 'DEPOSIT' || rule.source === 'VALID_BET') && (
              <label className="raffle-rule__part">
                <span>{t(`raffles.rule.amount${rule.source}`, { currency: props.currency })}</span>
                <input
                  data-field={`${at}.amount`}
                  aria-invalid={props.error(`${at}.amount`) ? true : undefined}
                  inputMode="decimal"
                  value={rule.amount}
                  disabled={disabled}
                  autoComplete="off"
                  onChange={(e) => change(index, { amount: e.target.value })}
                />
              </label>
            )}
            {rule.source === 'MISSION' && (
              <label className="raffle-rule__part">
                <span>{t('raffles.rule.mission')}</span>
                <input
                  data-field={`${at}.missionId`}
                  aria-invalid={props.error(`${at}.missionId`) ? true : undefined}
                  inputMode="numeric"
                  placeholder={t('raffles.rule.any')}
                  value={rule.missionId}
                  disabled={disabled}
                  autoComplete="off"
                  onChange={(e) => change(index, { missionId: e.target.value })}
                />
              </label>
            )}
            {rule.source === 'REFERRAL' && (
              <label className="raffle-rule__part">
                <span>{t('raffles.rule.stage')}</span>
                <select
                  value={rule.stage}
                  disabled={disabled}
                  onChange={(e) => change(index, { stage: e.target.value as ReferralStage | '' })}
                >
                  <option value="">{t('raffles.rule.any')}</option>
                  {REFERRAL_STAGES.map((stage) => (
                    <option key={stage} value={stage}>
                      {t(`referrals.stages.${stage}`)}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <button
              type="button"
              className="btn btn--icon btn--ghost"
              aria-label={t('raffles.rule.remove', { row: index + 1 })}
              disabled={disabled}
              onClick={() => props.onChange(rules.filter((_, i) => i !== index))}
            >
              <Icon name="trash" size={16} />
            </button>
            {problem && (
              <p className="field__error raffle-rule__error" data-testid="field-error">
                {problem}
              </p>
            )}
          </div>
        );
      })}
      <button
        type="button"
        className="btn"
        disabled={disabled || rules.length >= RAFFLE_LIMITS.maxRules}
        onClick={() => props.onChange([...rules, emptyRule()])}
        data-testid="raffle-add-rule"
      >
        <Icon name="plus" size={16} /> {t('raffles.rule.add')}
      </button>
    </div>
  );
}
