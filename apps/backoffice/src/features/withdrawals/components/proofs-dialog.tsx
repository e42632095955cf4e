import type { StaffWithdrawal } from '@tessera/contracts';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { ErrorPanel } from '../../../components/list-state';
import { formatMoney } from '../../../lib/format';
import { useRemote } from '../../../lib/hooks/use-remote';
import { fetchWithdrawalProof } from '../api/get-withdrawal-proof';

/** The member's receipt answer and the proof images sent with it (disputes: partial, not received). */
export function ProofsDialog(props: { withdrawal: StaffWithdrawal; currency: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const receipt = props.withdrawal.receipt;
  const count = receipt?.proofCount ?? 0;
  const proofs = useRemote(
    (signal) =>
      Promise.all(
        Array.from({ length: count }, (_, i) => fetchWithdrawalProof(props.withdrawal.id, i + 1, signal)),
      ),
    `${props.withdrawal.id}:${count}`,
  );
  const money = (value: number | null) =>
    value === null ? '—' : formatMoney(value, props.currency, i18n.language);
  return (
    <Dialog
      title={t('withdrawals.receiptTitle')}
      submitLabel={t('common.close')}
      onSubmit={props.onClose}
      onClose={props.onClose}
      testId="proofs-dialog"
    >
      {receipt && (
        <dl className="facts">
          <dt>{t('withdrawals.receiptResult')}</dt>
          <dd>{t(`withdrawals.receiptResults.${receipt.result}`)}</dd>
          <dt>{t('withdrawals.received')}</dt>
          <dd className="num">{money(receipt.receivedAmount)}</dd>
          <dt>{t('withdrawals.remaining')}</dt>
          <dd className="num">{money(receipt.remainingAmount)}</dd>
        </dl>
      )}
      {proofs.status === 'error' && <ErrorPanel error={proofs.error} onRetry={proofs.reload} />}
      <div className="proofs">
        {proofs.status === 'loading' &&
          Array.from({ length: count }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders in order.
            <span key={i} className="skeleton skeleton--proof" />
          ))}
        {proofs.data?.map((proof, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: proofs are numbered by position.
          <figure key={i} className="proofs__item">
            <img src={proof.dataUrl} alt={t('withdrawals.proofAlt', { n: i + 1 })} />
            <figcaption className="muted">{t('withdrawals.proofAlt', { n: i + 1 })}</figcaption>
          </figure>
        ))}
      </div>
    </Dialog>
  );
}
