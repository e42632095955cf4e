import type { StaffRedeem } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useAction } from '../../../lib/hooks/use-action';
import { CheckedField } from '../../promotions/components/checked-field';
import { zeroOrAmount } from '../../promotions/promotion-form';
import { postApproveRedeem } from '../api/post-approve-redeem';

/** The contract's limits of an approval (approveRedeem). */
const PAID_ACCOUNT = { min: 2, max: 120 } as const;
const MAX_PAID = 1e12;

/** What a redeem asks for: the member, the item and its delivery, as both decisions show it. */
export function RedeemFacts({ redeem }: { redeem: StaffRedeem }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <dl className="facts" data-testid="redeem-facts">
      <dt>{t('common.member')}</dt>
      <dd>
        <Link className="link" to={`/members/${redeem.memberId}`}>
          {redeem.username}
        </Link>{' '}
        <span className="muted">#{redeem.memberId}</span>
      </dd>
      <dt>{t('points.redeems.item')}</dt>
      <dd>
        {t('points.redeems.itemTimes', {
          name: redeem.itemName,
          quantity: formatCount(redeem.quantity, lang),
        })}
      </dd>
      <dt>{t('points.redeems.points')}</dt>
      <dd className="num">{formatCount(redeem.points, lang)}</dd>
      <dt>{t('points.redeems.receiver')}</dt>
      <dd>
        {redeem.receiverName} · <span className="mono">{redeem.mobile}</span>
      </dd>
      <dt>{t('points.redeems.address')}</dt>
      <dd className="point-address">{redeem.address}</dd>
      <dt>{t('points.redeems.requestedAt')}</dt>
      <dd>{formatDateTime(redeem.createdAt, lang)}</dd>
    </dl>
  );
}

/**
 * Approves a redeem in process: where the prize was paid or sent (an account, a tracking number)
 * and what it was worth. The member's held points are spent; the server refuses a redeem that
 * was decided meanwhile, and says so above the buttons.
 */
export function ApproveRedeemDialog(props: {
  redeem: StaffRedeem;
  currency: string;
  scale: number;
  onDone: (decided: StaffRedeem) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { redeem, currency, scale } = props;
  const [account, setAccount] = useState('');
  const [amount, setAmount] = useState('');
  const [sent, setSent] = useState(false);
  const action = useAction();
  const cleanAccount = account.trim();
  const accountProblem =
    cleanAccount.length < PAID_ACCOUNT.min ? t('points.redeems.invalid.paidAccount') : undefined;
  const paid = amount.trim() === '' ? null : zeroOrAmount(amount.replace(/,/gu, ''), scale);
  const amountProblem =
    paid === null || paid > MAX_PAID
      ? t('points.redeems.invalid.paidAmount', { currency, scale })
      : undefined;

  const submit = async () => {
    setSent(true);
    if (accountProblem || amountProblem || paid === null) {
      action.clear();
      return;
    }
    let decided: StaffRedeem | null = null;
    const ok = await action.run(async () => {
      decided = await postApproveRedeem(redeem.id, cleanAccount, paid);
    });
    if (ok && decided) props.onDone(decided);
  };

  return (
    <Dialog
      title={t('points.redeems.approveTitle', { id: redeem.id })}
      submitLabel={t('common.approve')}
      busy={action.busy}
      error={action.error}
      onSubmit={() => void submit()}
      onClose={props.onClose}
      testId="approve-dialog"
    >
      <RedeemFacts redeem={redeem} />
      <CheckedField
        label={t('points.redeems.paidAccount')}
        hint={t('points.redeems.paidAccountHint')}
        error={sent ? accountProblem : undefined}
      >
        {(control) => (
          <input
            {...control}
            name="paidAccount"
            autoComplete="off"
            maxLength={PAID_ACCOUNT.max}
            value={account}
            onChange={(e) => setAccount(e.target.value)}
          />
        )}
      </CheckedField>
      <CheckedField
        label={t('points.redeems.paidAmount', { currency })}
        hint={t('points.redeems.paidAmountHint')}
        error={sent ? amountProblem : undefined}
      >
        {(control) => (
          <input
            {...control}
            name="paidAmount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        )}
      </CheckedField>
      <p className="form-note">
        {t('points.redeems.approveNote', { points: formatCount(redeem.points, i18n.language) })}
      </p>
    </Dialog>
  );
}
