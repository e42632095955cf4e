import type { Adjustment } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Field } from '../../../components/field';
import { Segmented } from '../../../components/page-header';
import { parseAmount } from '../../../lib/format';
import { useAction } from '../../../lib/hooks/use-action';
import { postAdjustment } from '../api/post-adjustment';

/**
 * A credit or debit of a member's main wallet. Above the brand's threshold it waits for a second
 * person (the answer says PENDING); the amount is typed text read exactly (parseAmount).
 */
export function NewAdjustmentDialog(props: {
  scale: number;
  /** The member the form is opened for (from their page); staff may still change it. */
  memberId?: string;
  onDone: (adjustment: Adjustment) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [memberId, setMemberId] = useState(props.memberId ?? '');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  // One id per opened form: pressing again after a lost answer replays, it does not post twice.
  const [requestId] = useState(() => crypto.randomUUID());
  const action = useAction();

  const submit = async () => {
    const id = Number(memberId);
    const amount = parseAmount(amountText, props.scale);
    if (!Number.isInteger(id) || id <= 0) return setInvalid(t('adjustments.memberInvalid'));
    if (amount === null) return setInvalid(t('adjustments.amountInvalid', { scale: props.scale }));
    setInvalid(null);
    let answer: Adjustment | null = null;
    const ok = await action.run(async () => {
      answer = await postAdjustment(id, direction === 'debit' ? -amount : amount, reason.trim(), requestId);
    });
    if (ok && answer) props.onDone(answer);
  };

  return (
    <Dialog
      title={t('adjustments.newTitle')}
      submitLabel={t('adjustments.submit')}
      busy={action.busy}
      error={invalid ?? action.error}
      onSubmit={submit}
      onClose={props.onClose}
      testId="new-adjustment"
    >
      <Field label={t('adjustments.memberId')}>
        {(id) => (
          <input
            id={id}
            name="memberId"
            inputMode="numeric"
            required
            value={memberId}
            onChange={(e) => setMemberId(e.target.value.replace(/\D/gu, ''))}
          />
        )}
      </Field>
      <div className="field">
        <span className="label">{t('adjustments.direction')}</span>
        <Segmented
          label={t('adjustments.direction')}
          value={direction}
          options={[
            { value: 'credit', label: t('adjustments.credit') },
            { value: 'debit', label: t('adjustments.debit') },
          ]}
          onChange={setDirection}
        />
      </div>
      <Field label={t('common.amount')}>
        {(id) => (
          <input
            id={id}
            name="amount"
            inputMode="decimal"
            required
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('common.reason')}>
        {(id) => (
          <textarea
            id={id}
            name="reason"
            rows={2}
            required
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </Field>
      <p className="muted small">{t('adjustments.fourEyesHint')}</p>
    </Dialog>
  );
}
