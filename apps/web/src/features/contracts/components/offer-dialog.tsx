import {
  CONTRACT_TYPES,
  type Contract,
  type ContractType,
  DIVIDEND_PERIODS,
  type TerminatesLowerRefusal,
} from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, WarningIcon } from '../../../components/icons';
import { withLoader } from '../../../components/loader-store';
import { Modal } from '../../../components/modal';
import { isApiError } from '../../../lib/api/api-error';
import { useFieldErrors } from '../../../lib/forms/use-field-errors';
import { useSite } from '../../site/use-site';
import { postContract } from '../api/post-contract';
import { typeKey } from '../contract-labels';
import {
  emptyOffer,
  type OfferDraft,
  type OfferError,
  offerBody,
  offerValues,
  terminatedContracts,
  validateOffer,
} from '../offer-form-rules';
import { formatRate } from '../rates';
import { TierEditor } from './tier-editor';

/** The refusal that needs the agent's word: accepting would end these downlines' own contracts. */
interface TerminationWarning {
  /** The server's message, shown only when its value does not list the contracts. */
  message: string;
  contracts: TerminatesLowerRefusal['contracts'];
}

/**
 * "Offer contract" for a direct downline (spec §4): the type, a dividend's period, up to ten tiers;
 * checked in the form, then by the server. When the offer would end contracts lower in the team
 * (`contract.terminates.lower`) the warning lists them from the refusal's value (holder, type,
 * rate) and "Offer anyway" sends it again with acknowledgeTerminations.
 */
export function OfferDialog({ account, onClose }: { account: string; onClose: () => void }) {
  const { t } = useTranslation();
  const scale = useSite().info.brand.currencyScale;
  const [draft, setDraft] = useState<OfferDraft>(() => emptyOffer());
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [warning, setWarning] = useState<TerminationWarning | null>(null);
  const [sent, setSent] = useState<Contract | null>(null);
  const form = useFieldErrors<string, OfferError>(offerValues(draft), () => validateOffer(draft, scale));

  const change = (next: OfferDraft) => {
    setDraft(next);
    setWarning(null);
    setRefusal(null);
  };

  const send = async (acknowledge: boolean) => {
    setBusy(true);
    setRefusal(null);
    try {
      setSent(await withLoader(postContract(offerBody(draft, account, scale, acknowledge))));
      setWarning(null);
    } catch (error) {
      if (isApiError(error, 'contract.terminates.lower')) {
        setWarning({ message: error.message, contracts: terminatedContracts(error.value) });
      } else {
        setRefusal(isApiError(error) ? error.message : t('err_unknown'));
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (Object.keys(form.checkAll()).length > 0) return;
    void send(false);
  };

  return (
    <Modal title={t('ct_offer_title', { account })} onClose={busy ? undefined : onClose} className="ct-offer">
      {sent ? (
        <div className="agent-created" role="status" data-testid="offer-sent">
          <p className="agent-created__head">
            <CheckIcon />
            {t('ct_offer_sent', { account, type: t(typeKey(sent.type)) })}
          </p>
          <p className="agent-created__note">{t('ct_offer_sent_note')}</p>
          <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
            {t('ct_done')}
          </button>
        </div>
      ) : (
        <form
          ref={form.formRef}
          className="ct-offer__form"
          onSubmit={submit}
          noValidate
          aria-busy={busy}
          data-testid="offer-form"
        >
          <fieldset className="agent-form__kinds ct-offer__types">
            <legend className="field__label">{t('ct_field_type')}</legend>
            {CONTRACT_TYPES.map((type: ContractType) => (
              <label key={type} className="agent-choice">
                <input
                  type="radio"
                  name="type"
                  value={type}
                  checked={draft.type === type}
                  onChange={() => change({ ...draft, type })}
                />
                <span>{t(typeKey(type))}</span>
              </label>
            ))}
          </fieldset>
          {draft.type === 'DIVIDEND' && (
            <fieldset className="agent-form__kinds">
              <legend className="field__label">{t('ct_field_period')}</legend>
              {DIVIDEND_PERIODS.map((period) => (
                <label key={period} className="agent-choice">
                  <input
                    type="radio"
                    name="period"
                    value={period}
                    checked={draft.period === period}
                    onChange={() => change({ ...draft, period })}
                  />
                  <span>{t(`ct_period_${period}`)}</span>
                </label>
              ))}
            </fieldset>
          )}
          <p className="ct-offer__explain">
            {t(draft.type === 'DIVIDEND' ? 'ct_offer_explain_dividend' : 'ct_offer_explain_salary')}
          </p>
          <TierEditor draft={draft} onChange={(tiers) => change({ ...draft, tiers })} errors={form.errors} />
          {refusal && (
            <p className="form-alert" role="alert" data-testid="offer-refusal">
              {refusal}
            </p>
          )}
          {warning ? (
            <div className="ct-warning" role="alert" data-testid="offer-warning">
              <p className="ct-warning__head">
                <WarningIcon />
                {t('ct_warning_title')}
              </p>
              {warning.contracts.length > 0 ? (
                <>
                  <p>{t('ct_warning_text', { account })}</p>
                  <ul className="ct-warning__accounts" aria-label={t('ct_warning_accounts')}>
                    {warning.contracts.map((ended) => (
                      <li key={ended.contractId} data-testid="offer-warning-contract">
                        <code>{ended.account}</code>
                        <span className="ct-warning__terms">
                          {t('ct_warning_contract', {
                            type: t(typeKey(ended.type)),
                            rate: formatRate(ended.rateBp),
                          })}
                        </span>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>{warning.message}</p>
              )}
              <div className="ct-actions__buttons">
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy}
                  onClick={() => void send(true)}
                  data-testid="offer-anyway"
                >
                  {t('ct_offer_anyway')}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={busy}
                  onClick={() => setWarning(null)}
                >
                  {t('ct_offer_change')}
                </button>
              </div>
            </div>
          ) : (
            <div className="ct-actions__buttons ct-offer__submit">
              <button
                type="submit"
                className="button button--primary"
                disabled={busy}
                data-testid="offer-submit"
              >
                {t('ct_offer_submit')}
              </button>
              <button type="button" className="button button--ghost" disabled={busy} onClick={onClose}>
                {t('ct_cancel')}
              </button>
            </div>
          )}
        </form>
      )}
    </Modal>
  );
}
