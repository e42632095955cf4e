import { MAX_TIERS } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/icons';
import { TextField } from '../../../components/text-field';
import {
  emptyTier,
  type OfferDraft,
  type OfferError,
  type TierDraft,
  type TierField,
  tierFieldName,
  tierFields,
} from '../offer-form-rules';
import { MAX_RATE_PERCENT } from '../rates';

const LABELS: Record<TierField, string> = {
  minValidBet: 'ct_field_min_valid_bet',
  minActiveMembers: 'ct_field_min_active',
  minNetLoss: 'ct_field_min_net_loss',
  rate: 'ct_field_rate',
  fixed: 'ct_field_fixed',
};

/**
 * The tiers of an offer, one box each: the minimums a period must reach, the rate in percent and,
 * for salaries, a fixed amount; add up to ten, remove any but the last one left.
 */
export function TierEditor({
  draft,
  onChange,
  errors,
}: {
  draft: OfferDraft;
  onChange: (tiers: TierDraft[]) => void;
  errors: Partial<Record<string, OfferError>>;
}) {
  const { t } = useTranslation();
  const fields = tierFields(draft.type);
  const set = (index: number, field: TierField, value: string) =>
    onChange(draft.tiers.map((tier, at) => (at === index ? { ...tier, [field]: value } : tier)));
  const text = (error: OfferError | undefined) => (error ? t(error.key, error.params) : null);

  return (
    <div className="ct-tier-editor" data-testid="tier-editor">
      {draft.tiers.map((tier, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its place in the list
        <fieldset key={index} className="ct-tier-box" data-testid="tier-box">
          <legend className="ct-tier-box__legend">
            <span>{t('ct_tier_n', { n: index + 1 })}</span>
            {draft.tiers.length > 1 && (
              <button
                type="button"
                className="icon-button ct-tier-box__remove"
                onClick={() => onChange(draft.tiers.filter((_, at) => at !== index))}
                aria-label={t('ct_tier_remove', { n: index + 1 })}
                data-testid="tier-remove"
              >
                <CloseIcon />
              </button>
            )}
          </legend>
          <div className="ct-tier-box__fields">
            {fields.map((field) => (
              <TextField
                key={field}
                label={t(LABELS[field])}
                required
                value={tier[field]}
                onChange={(value) => set(index, field, value)}
                name={tierFieldName(index, field)}
                inputMode={field === 'minActiveMembers' ? 'numeric' : 'decimal'}
                autoComplete="off"
                hint={field === 'rate' ? t('ct_field_rate_hint', { max: MAX_RATE_PERCENT }) : null}
                error={text(errors[tierFieldName(index, field)])}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        className="button button--outline button--small ct-tier-editor__add"
        onClick={() => onChange([...draft.tiers, emptyTier()])}
        disabled={draft.tiers.length >= MAX_TIERS}
        data-testid="tier-add"
      >
        {draft.tiers.length >= MAX_TIERS ? t('ct_tiers_full', { max: MAX_TIERS }) : t('ct_tier_add')}
      </button>
    </div>
  );
}
