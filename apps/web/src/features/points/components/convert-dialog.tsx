import type { PointConfig } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { formatCount } from '../../../i18n/numbers';
import { useFieldErrors } from '../../../lib/forms/use-field-errors';
import { useMoney } from '../../contracts/use-money';
import { useSite } from '../../site/use-site';
import { refreshBalance } from '../../wallet/balance-store';
import { checkPaymentPassword, type Problem } from '../../withdraw/withdraw-rules';
import { postConvert } from '../api/post-convert';
import { cashFor, checkConvert, largestConversion, pointsOf } from '../points-rules';
import { useProblemText } from '../use-problem-text';
import { DoneBlock, PaymentPasswordField, SubmitButton, useSealedSubmit } from './dialog-parts';
import { RefusalNote } from './refusal-note';

/** Refusals that mean the page's figures are out of date: read them again. */
const STALE_CODES = ['points.not.enough', 'points.convert.off', 'points.convert.step'];

interface Converted {
  points: number;
  amount: number;
  pointBalance: number;
  balance: number;
}

/**
 * Points to cash (issue 16): whole steps of the brand's ratio, with the cash they give as they are
 * typed, and the payment password. The call is sealed; a retry after a lost answer sends the same
 * requestId, so a conversion that did reach the server is answered, not made twice.
 */
export function ConvertDialog({
  points,
  config,
  onClose,
  onConverted,
  onShowDetails,
  onStale,
}: {
  points: number;
  config: PointConfig;
  onClose: () => void;
  onConverted: () => void;
  onShowDetails: () => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const say = useProblemText();
  const { currencyScale } = useSite().info.brand;
  const [text, setText] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<Converted | null>(null);
  const { busy, refusal, edit, send } = useSealedSubmit({
    staleCodes: STALE_CODES,
    onStale,
    clearPassword: () => setPassword(''),
  });
  const largest = largestConversion(points, config.convertPoints);

  const form = useFieldErrors<'points' | 'password', Problem | null>(
    { points: text, password },
    () => ({
      points: checkConvert(text, points, config, money),
      password: checkPaymentPassword(password),
    }),
    { paymentPassword: 'password' },
  );
  const typed = pointsOf(text);
  const preview = typed !== null && typed > 0 ? cashFor(typed, config, currencyScale) : 0;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = form.checkAll();
    if (busy || found.points || found.password || typed === null) return;
    await send(
      String(typed),
      (requestId) => postConvert({ points: typed, paymentPassword: password, requestId }),
      (answer) => {
        setDone(answer);
        void refreshBalance();
        onConverted();
      },
    );
  };

  return (
    <Modal title={t('pm_convert_title')} onClose={busy ? undefined : onClose} size="small">
      {done ? (
        <DoneBlock
          testId="pm-convert-done"
          title={t('pm_convert_done', { points: formatCount(done.points), amount: money(done.amount) })}
          text={t('pm_convert_done_text', {
            balance: money(done.balance),
            points: formatCount(done.pointBalance),
          })}
          seeLabel={t('pm_see_details')}
          onSee={onShowDetails}
          seeTestId="pm-see-details"
          onClose={onClose}
          closeTestId="pm-convert-close"
        />
      ) : (
        <form
          ref={form.formRef}
          className="pm-form"
          onSubmit={(event) => void submit(event)}
          noValidate
          data-testid="pm-convert-form"
        >
          <p className="pm-form__facts">
            <span>{t('pm_convert_have', { points: formatCount(points) })}</span>
            <span>
              {t('pm_ratio', {
                points: formatCount(config.convertPoints),
                amount: money(config.convertAmount),
              })}
            </span>
          </p>
          <TextField
            label={t('pm_convert_points')}
            required
            name="points"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            onChange={edit((value) => setText(value.replace(/\D/gu, '')))}
            error={say(form.errors.points)}
            hint={t('pm_convert_hint', {
              step: formatCount(config.convertPoints),
              largest: formatCount(largest),
            })}
            placeholder={formatCount(config.convertPoints)}
            data-testid="pm-convert-points"
            addon={
              <button
                type="button"
                className="button button--ghost pm-form__all"
                onClick={() => edit(setText)(String(largest))}
                disabled={largest <= 0}
                data-testid="pm-convert-all"
              >
                {t('pm_all')}
              </button>
            }
          />
          <div className="pm-form__preview" aria-live="polite" data-testid="pm-convert-preview">
            <span>{t('pm_convert_get')}</span>
            <strong>{money(preview)}</strong>
          </div>
          <PaymentPasswordField
            value={password}
            onChange={edit(setPassword)}
            error={say(form.errors.password)}
            testId="pm-convert-password"
          />
          {refusal && <RefusalNote refusal={refusal} testId="pm-convert-refusal" onLeave={onClose} />}
          <SubmitButton busy={busy} testId="pm-convert-submit">
            {t('pm_convert_submit')}
          </SubmitButton>
        </form>
      )}
    </Modal>
  );
}
