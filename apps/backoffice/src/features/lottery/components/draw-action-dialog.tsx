import type { StaffDraw } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Field } from '../../../components/field';
import { useAction } from '../../../lib/hooks/use-action';
import { postDrawCancel } from '../api/post-draw-cancel';
import { postDrawConfirm } from '../api/post-draw-confirm';
import { postDrawReject } from '../api/post-draw-reject';
import { postDrawResult } from '../api/post-draw-result';
import { type DrawAction, parseDrawNumbers } from '../draw-numbers';

/**
 * One four-eyes step on a draw: enter a result (or a correction, with its reason), confirm the
 * waiting entry by typing the same numbers, throw the entry away, or ask to cancel the draw.
 */
export function DrawActionDialog(props: {
  draw: StaffDraw;
  action: DrawAction;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { draw, action } = props;
  const [numbers, setNumbers] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const call = useAction();
  const needsNumbers =
    action === 'result' || action === 'correct' || (action === 'confirm' && draw.pending?.kind !== 'CANCEL');
  const needsReason = action === 'correct' || action === 'cancel';

  const submit = async () => {
    const parsed = needsNumbers ? parseDrawNumbers(numbers) : null;
    if (needsNumbers && !parsed) return setInvalid(t('lottery.numbersInvalid'));
    if (needsReason && reason.trim().length < 3) return setInvalid(t('lottery.reasonShort'));
    setInvalid(null);
    const ok = await call.run(() => {
      if (action === 'result' || action === 'correct')
        return postDrawResult(draw.drawId, parsed!, reason.trim() || undefined);
      if (action === 'confirm') return postDrawConfirm(draw.drawId, parsed ?? undefined);
      if (action === 'reject') return postDrawReject(draw.drawId);
      return postDrawCancel(draw.drawId, reason.trim());
    });
    if (ok) props.onDone(t(`lottery.done.${action}`));
  };

  return (
    <Dialog
      title={t(`lottery.actions.${action}`)}
      submitLabel={t(`lottery.actions.${action}`)}
      danger={action === 'cancel' || action === 'reject'}
      busy={call.busy}
      error={invalid ?? call.error}
      onSubmit={submit}
      onClose={props.onClose}
      testId="draw-action"
    >
      <p>
        <strong>{draw.gameCode}</strong> · {draw.numero}
      </p>
      {draw.pending && (
        <p className="callout">
          {t(`lottery.pendingKinds.${draw.pending.kind}`)} ·{' '}
          {t('lottery.enteredBy', { name: draw.pending.enteredBy })}
          {draw.pending.reason && <> · {draw.pending.reason}</>}
        </p>
      )}
      {action === 'confirm' && needsNumbers && <p className="muted small">{t('lottery.confirmHint')}</p>}
      {needsNumbers && (
        <Field label={t('lottery.numbers')} hint={t('lottery.numbersHint')}>
          {(id) => (
            <input
              id={id}
              name="numbers"
              inputMode="numeric"
              autoComplete="off"
              required
              value={numbers}
              onChange={(e) => setNumbers(e.target.value)}
            />
          )}
        </Field>
      )}
      {needsReason && (
        <Field label={t('common.reason')}>
          {(id) => (
            <textarea
              id={id}
              name="reason"
              rows={2}
              required
              minLength={3}
              maxLength={200}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
      )}
    </Dialog>
  );
}
