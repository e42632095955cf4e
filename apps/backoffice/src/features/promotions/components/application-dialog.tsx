import type { Application } from '@tessera/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { Dialog } from '../../../components/dialog';
import { Field } from '../../../components/field';
import { ErrorPanel } from '../../../components/list-state';
import { Segmented } from '../../../components/page-header';
import { formatDateTime, formatMoney, parseAmount } from '../../../lib/format';
import { useAction } from '../../../lib/hooks/use-action';
import { useRemote } from '../../../lib/hooks/use-remote';
import { fetchApplicationProof } from '../api/get-application-proof';
import { fetchPromotion } from '../api/get-promotion';
import { postApproveApplication } from '../api/post-approve-application';
import { postRejectApplication } from '../api/post-reject-application';

export const APPLICATION_TONES = {
  APPLYING: 'wait',
  REJECTED: 'bad',
  ISSUED: 'good',
  CLAIMED: 'good',
  CLAIM: 'info',
} as const;

/**
 * One application: the member's remark and proof images, and (for the roles of the decision, while
 * it waits) approve with an amount prefilled with the promotion's fixed reward, or reject with the
 * reason the member reads.
 */
export function ApplicationDialog(props: {
  application: Application;
  mayDecide: boolean;
  currency: string;
  scale: number;
  onDecided: (decided: Application) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const app = props.application;
  const open = app.state === 'APPLYING' && props.mayDecide;
  const money = (value: number) => formatMoney(value, props.currency, lang, props.scale);
  const proofs = useRemote(
    (signal) =>
      Promise.all(
        Array.from({ length: app.proofCount }, (_, i) => fetchApplicationProof(app.entryId, i + 1, signal)),
      ),
    `${app.entryId}:${app.proofCount}`,
  );
  const promotion = useRemote(
    (signal) => (open ? fetchPromotion(app.promotionId, signal) : Promise.resolve(null)),
    `${app.promotionId}:${open}`,
  );
  const [mode, setMode] = useState<'approve' | 'reject'>('approve');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const action = useAction();
  const fixed = promotion.data?.rewardFixed ?? 0;
  const ceiling = promotion.data ? (promotion.data.rewardCap ?? promotion.data.rewardFixed) : null;
  // The amount starts as the promotion's fixed reward once it is known.
  useEffect(() => {
    if (fixed > 0) setAmount((typed) => typed || String(fixed));
  }, [fixed]);

  const submit = async () => {
    if (!open) return props.onClose();
    setProblem(null);
    if (mode === 'reject') {
      if (reason.trim().length < 2) return setProblem(t('applications.reasonNeeded'));
      const ok = await action.run(async () =>
        props.onDecided(await postRejectApplication(app.entryId, reason.trim())),
      );
      return ok;
    }
    const value = parseAmount(amount, props.scale);
    if (value === null || (ceiling !== null && value > ceiling))
      return setProblem(t('applications.amountInvalid', { cap: ceiling === null ? '—' : money(ceiling) }));
    return action.run(async () => props.onDecided(await postApproveApplication(app.entryId, value)));
  };

  return (
    <Dialog
      wide
      title={t('applications.dialogTitle', { id: app.entryId })}
      submitLabel={
        open ? t(mode === 'approve' ? 'applications.approve' : 'applications.reject') : t('common.close')
      }
      danger={open && mode === 'reject'}
      busy={action.busy}
      error={problem ?? action.error}
      onSubmit={() => void submit()}
      onClose={props.onClose}
      testId="application-dialog"
    >
      <dl className="facts">
        <dt>{t('applications.promotion')}</dt>
        <dd>
          <Link className="link" to={`/promotions/${app.promotionId}`}>
            {app.promotionTitle}
          </Link>
        </dd>
        <dt>{t('common.member')}</dt>
        <dd>
          <Link className="link" to={`/members/${app.memberId}`}>
            {app.username}
          </Link>{' '}
          <span className="muted">#{app.memberId}</span>
        </dd>
        <dt>{t('applications.appliedAt')}</dt>
        <dd>{formatDateTime(app.appliedAt, lang)}</dd>
        <dt>{t('applications.remark')}</dt>
        <dd className="application-remark">{app.remark || '—'}</dd>
        {app.state !== 'APPLYING' && (
          <>
            <dt>{t('common.state')}</dt>
            <dd>
              <Badge
                value={app.state}
                label={t(`applications.states.${app.state}`)}
                tone={APPLICATION_TONES[app.state]}
              />
            </dd>
            <dt>{t('common.amount')}</dt>
            <dd className="num">{app.amount === null ? '—' : money(app.amount)}</dd>
            {app.reason && (
              <>
                <dt>{t('common.reason')}</dt>
                <dd>{app.reason}</dd>
              </>
            )}
            <dt>{t('applications.decidedAt')}</dt>
            <dd>{formatDateTime(app.decidedAt, lang)}</dd>
          </>
        )}
      </dl>
      {proofs.status === 'error' && <ErrorPanel error={proofs.error} onRetry={proofs.reload} />}
      <div className="proofs" data-testid="proofs">
        {proofs.status === 'loading' &&
          Array.from({ length: app.proofCount }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders in order.
            <span key={i} className="skeleton skeleton--proof" />
          ))}
        {proofs.data?.map((proof, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: proofs are numbered by position.
          <figure key={i} className="proofs__item">
            <a
              href={proof.dataUrl}
              target="_blank"
              rel="noreferrer"
              download={`proof-${app.entryId}-${i + 1}`}
            >
              <img src={proof.dataUrl} alt={t('applications.proofAlt', { n: i + 1 })} />
            </a>
            <figcaption className="muted">{t('applications.proofAlt', { n: i + 1 })}</figcaption>
          </figure>
        ))}
      </div>
      {open && (
        <div className="application-decision">
          <Segmented
            label={t('applications.decision')}
            value={mode}
            options={[
              { value: 'approve', label: t('applications.approve') },
              { value: 'reject', label: t('applications.reject') },
            ]}
            onChange={(next) => {
              setMode(next);
              setProblem(null);
              action.clear();
            }}
            testId="decision"
          />
          {mode === 'approve' ? (
            <Field
              label={t('applications.amount', { currency: props.currency })}
              hint={
                ceiling === null
                  ? t('common.loading')
                  : t('applications.amountHint', { fixed: money(fixed), cap: money(ceiling) })
              }
            >
              {(id) => (
                <input
                  id={id}
                  name="amount"
                  inputMode="decimal"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                  data-testid="approve-amount"
                />
              )}
            </Field>
          ) : (
            <Field label={t('applications.reason')} hint={t('applications.reasonHint')}>
              {(id) => (
                <textarea
                  id={id}
                  name="reason"
                  rows={3}
                  maxLength={200}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  data-testid="reject-reason"
                />
              )}
            </Field>
          )}
        </div>
      )}
      {app.state === 'APPLYING' && !props.mayDecide && (
        <p className="form-note">{t('applications.readOnly')}</p>
      )}
    </Dialog>
  );
}
