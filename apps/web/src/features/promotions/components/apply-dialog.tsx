import { type PromotionCard, REWARD_REQUEST_RULES } from '@tessera/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { formatCount } from '../../../i18n/numbers';
import { isApiError } from '../../../lib/api/api-error';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import { type PickedProof, ProofPicker, readAsDataUrl } from '../../withdraw/components/proof-picker';
import { postRewardRequest } from '../api/post-reward-request';

/**
 * Applying for an applied promotion (spec §7.5): a remark of at most 140 characters with its
 * counter, and 1 to 3 PNG or JPG proofs of at most 5 MB (the withdrawal receipt's picker: previews,
 * each file checked by its bytes), sent as data URLs. The server checks the same again.
 */
export function ApplyDialog({
  card,
  onClose,
  onApplied,
}: {
  card: PromotionCard;
  onClose: () => void;
  onApplied: (card: PromotionCard) => void;
}) {
  const { t } = useTranslation();
  const remarkId = useUniqueId();
  const [remark, setRemark] = useState('');
  const [proofs, setProofs] = useState<PickedProof[]>([]);
  const [proofError, setProofError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const kept = useRef(proofs);
  kept.current = proofs;
  // The previews' object URLs go with the dialog.
  useEffect(
    () => () => {
      for (const proof of kept.current) URL.revokeObjectURL(proof.url);
    },
    [],
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (proofs.length === 0) {
      setProofError(t('promo_apply_need_proof'));
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const images = await Promise.all(proofs.map((proof) => readAsDataUrl(proof.file)));
      onApplied(await postRewardRequest({ promotionId: card.id, remark: remark.trim(), proofs: images }));
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('common_load_failed'));
      setSending(false);
    }
  };

  const max = REWARD_REQUEST_RULES.remarkMax;
  return (
    <Modal
      title={t('promo_apply_title', { title: card.title })}
      onClose={sending ? undefined : onClose}
      size="small"
    >
      <form className="promo-apply" onSubmit={submit} noValidate data-testid="promo-apply">
        <div className="field">
          <label className="field__label" htmlFor={remarkId}>
            {t('promo_apply_remark')}
          </label>
          <textarea
            id={remarkId}
            className="field__input promo-apply__remark"
            value={remark}
            maxLength={max}
            rows={3}
            placeholder={t('promo_apply_remark_hint')}
            onChange={(event) => setRemark(event.target.value.slice(0, max))}
            disabled={sending}
            aria-describedby={`${remarkId}-count`}
            data-testid="promo-apply-remark"
          />
          <p id={`${remarkId}-count`} className="field__hint promo-apply__counter" aria-live="polite">
            {`${formatCount([...remark].length)} / ${formatCount(max)}`}
          </p>
        </div>
        <ProofPicker
          proofs={proofs}
          onChange={(next) => {
            setProofs(next);
            setProofError(null);
          }}
          required
          disabled={sending}
          error={proofError}
        />
        {failure && (
          <p className="form-alert" role="alert">
            {failure}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={sending}
          aria-busy={sending || undefined}
          data-testid="promo-apply-submit"
        >
          {t('promo_apply_submit')}
        </button>
      </form>
    </Modal>
  );
}
