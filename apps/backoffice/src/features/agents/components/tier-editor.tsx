import { type ContractType, MAX_TIERS } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { Icon } from '../../../components/icon';
import { emptyTier, isDividend, type TierDraft, tierOf, tierSummary } from '../contract-terms';
import { useTermsFormat } from './tier-lines';

/**
 * A contract's tiers (1 to 10): each its minimums (valid bet, active members, and net loss for
 * dividends), its rate in per cent and, for salaries, a fixed amount; the tier read back in words
 * as it is typed.
 */
export function TierEditor(props: {
  type: ContractType;
  scale: number;
  tiers: TierDraft[];
  onChange: (tiers: TierDraft[]) => void;
}) {
  const { t } = useTranslation();
  const format = useTermsFormat();
  const dividend = isDividend(props.type);
  const set = (index: number, field: keyof TierDraft, value: string) =>
    props.onChange(props.tiers.map((tier, i) => (i === index ? { ...tier, [field]: value } : tier)));
  const amountField = (index: number, field: keyof TierDraft, label: string, decimal = true) => (
    <Field label={label} className="tier__field">
      {(id) => (
        <input
          id={id}
          name={field}
          inputMode={decimal ? 'decimal' : 'numeric'}
          autoComplete="off"
          placeholder="0"
          value={props.tiers[index]?.[field] ?? ''}
          onChange={(e) => set(index, field, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <fieldset className="tier-editor" data-testid="tier-editor">
      <legend>{t('agents.form.tiers', { max: MAX_TIERS })}</legend>
      {props.tiers.map((tier, index) => {
        const read = tierOf(tier, props.type, props.scale);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its place in the list.
          <div className="tier" key={index} data-testid="tier">
            <div className="tier__head">
              <strong>{t('agents.form.tier', { n: index + 1 })}</strong>
              {props.tiers.length > 1 && (
                <button
                  type="button"
                  className="btn btn--icon btn--ghost"
                  onClick={() => props.onChange(props.tiers.filter((_, i) => i !== index))}
                  aria-label={t('agents.form.removeTier', { n: index + 1 })}
                  data-testid="remove-tier"
                >
                  <Icon name="trash" size={16} />
                </button>
              )}
            </div>
            <div className="tier__fields">
              {amountField(index, 'minValidBet', t('agents.form.minValidBet'))}
              {amountField(index, 'minActiveMembers', t('agents.form.minActiveMembers'), false)}
              {dividend && amountField(index, 'minNetLoss', t('agents.form.minNetLoss'))}
              {amountField(index, 'rate', t('agents.form.rate'))}
              {!dividend && amountField(index, 'fixed', t('agents.form.fixed'))}
            </div>
            <p className="tier__reads muted" data-testid="tier-reads">
              {read.tier ? tierSummary(read.tier, props.type, format) : t('agents.form.tierIncomplete')}
            </p>
          </div>
        );
      })}
      {props.tiers.length < MAX_TIERS && (
        <button
          type="button"
          className="btn btn--small"
          onClick={() => props.onChange([...props.tiers, emptyTier()])}
          data-testid="add-tier"
        >
          <Icon name="plus" size={14} /> {t('agents.form.addTier')}
        </button>
      )}
    </fieldset>
  );
}
