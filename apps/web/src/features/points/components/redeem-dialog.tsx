import { type MallItem, REDEEM_LIMITS, type Redeem } from '@tessera/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { formatCount } from '../../../i18n/numbers';
import { useFieldErrors } from '../../../lib/forms/use-field-errors';
import { useUniqueId } from '../../../lib/ids/use-unique-id';
import { useUnbrokenMoney } from '../../contracts/use-money';
import { checkPaymentPassword, type Problem } from '../../withdraw/withdraw-rules';
import { postRedeem } from '../api/post-redeem';
import { PointsIcon } from '../points-icons';
import { checkMobile, checkQuantity, checkText, largestQuantity, pointsOf } from '../points-rules';
import { useProblemText } from '../use-problem-text';
import { DoneBlock, PaymentPasswordField, SubmitButton, useSealedSubmit } from './dialog-parts';
import { ItemImage } from './item-image';
import { RefusalNote } from './refusal-note';

/** Refusals that mean the mall's figures are out of date: read them again. */
const STALE_CODES = ['points.not.enough', 'points.out.of.stock', 'points.item.unavailable'];

type Field = 'quantity' | 'receiverName' | 'address' | 'mobile' | 'password';

/**
 * Redeeming a mall item (spec §3): how many, who receives it, where and their mobile, and the
 * payment password, with the points it takes. Everything the contract refuses is refused here first
 * in the server's words; the call is sealed, and a retry after a lost answer sends the same
 * requestId, so a redeem that did reach the server is answered, not made twice.
 */
export function RedeemDialog({
  item,
  points,
  onClose,
  onRedeemed,
  onShowHistory,
  onStale,
}: {
  item: MallItem;
  points: number;
  onClose: () => void;
  onRedeemed: () => void;
  onShowHistory: () => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const money = useUnbrokenMoney();
  const say = useProblemText();
  const addressId = useUniqueId();
  const [quantity, setQuantity] = useState('1');
  const [receiverName, setReceiverName] = useState('');
  const [address, setAddress] = useState('');
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<Redeem | null>(null);
  const { busy, refusal, edit, send } = useSealedSubmit({
    staleCodes: STALE_CODES,
    onStale,
    clearPassword: () => setPassword(''),
  });
  const largest = largestQuantity(item, points);

  const form = useFieldErrors<Field, Problem | null>(
    { quantity, receiverName, address, mobile, password },
    () => ({
      quantity: checkQuantity(quantity, item, points),
      receiverName: checkText(receiverName, REDEEM_LIMITS.name),
      address: checkText(address, REDEEM_LIMITS.address),
      mobile: checkMobile(mobile),
      password: checkPaymentPassword(password),
    }),
    { paymentPassword: 'password' },
  );
  const count = pointsOf(quantity);
  const total = count !== null && count > 0 ? count * item.points : 0;

  const step = (by: number) => {
    const next = Math.min(Math.max(1, (count ?? 0) + by), Math.max(1, largest));
    edit(setQuantity)(String(next));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = form.checkAll();
    if (busy || Object.values(found).some(Boolean) || count === null) return;
    const body = {
      itemId: item.id,
      quantity: count,
      receiverName: receiverName.trim(),
      address: address.trim(),
      mobile: mobile.trim(),
    };
    await send(
      JSON.stringify(body),
      (requestId) => postRedeem({ ...body, paymentPassword: password, requestId }),
      (answer) => {
        setDone(answer.redeem);
        onRedeemed();
      },
    );
  };

  return (
    <Modal
      title={t('pm_redeem_title', { name: item.name })}
      onClose={busy ? undefined : onClose}
      size="small"
    >
      {done ? (
        <DoneBlock
          testId="pm-redeem-done"
          title={t('pm_redeem_done', { quantity: formatCount(done.quantity), name: done.name })}
          text={t('pm_redeem_done_text', { points: formatCount(done.points) })}
          seeLabel={t('pm_see_history')}
          onSee={onShowHistory}
          seeTestId="pm-see-history"
          onClose={onClose}
          closeTestId="pm-redeem-close"
        />
      ) : (
        <form
          ref={form.formRef}
          className="pm-form"
          onSubmit={(event) => void submit(event)}
          noValidate
          data-testid="pm-redeem-form"
        >
          <div className="pm-form__item">
            <ItemImage image={item.image} className="pm-form__image" />
            <div>
              <p className="pm-form__name">{item.name}</p>
              <p className="pm-form__each">{t('pm_points_each', { points: formatCount(item.points) })}</p>
              {item.amountRequired > 0 && (
                <p className="pm-form__needs">{t('pm_item_needs', { amount: money(item.amountRequired) })}</p>
              )}
            </div>
          </div>
          <TextField
            label={t('pm_quantity')}
            required
            name="quantity"
            inputMode="numeric"
            autoComplete="off"
            value={quantity}
            onChange={edit((value) => setQuantity(value.replace(/\D/gu, '').slice(0, 2)))}
            error={say(form.errors.quantity)}
            hint={t('pm_quantity_hint', { largest: formatCount(Math.max(1, largest)) })}
            data-testid="pm-redeem-quantity"
            className="pm-form__quantity"
            leading={
              <button
                type="button"
                className="icon-button pm-form__step"
                onClick={() => step(-1)}
                disabled={(count ?? 0) <= 1}
                aria-label={t('pm_quantity_less')}
              >
                −
              </button>
            }
            addon={
              <button
                type="button"
                className="icon-button pm-form__step"
                onClick={() => step(1)}
                disabled={(count ?? 0) >= largest}
                aria-label={t('pm_quantity_more')}
                data-testid="pm-redeem-more"
              >
                +
              </button>
            }
          />
          <TextField
            label={t('pm_receiver_name')}
            required
            name="receiverName"
            autoComplete="name"
            maxLength={REDEEM_LIMITS.name}
            value={receiverName}
            onChange={edit(setReceiverName)}
            error={say(form.errors.receiverName)}
            data-testid="pm-redeem-name"
          />
          <div className={`field ${form.errors.address ? 'field--invalid' : ''}`}>
            <label className="field__label" htmlFor={addressId}>
              <span className="field__required" aria-hidden="true">
                *
              </span>
              {t('pm_address')}
            </label>
            <textarea
              id={addressId}
              name="address"
              className="field__input pm-form__address"
              rows={2}
              maxLength={REDEEM_LIMITS.address}
              autoComplete="street-address"
              value={address}
              onChange={(event) => edit(setAddress)(event.target.value)}
              aria-required="true"
              aria-invalid={form.errors.address ? true : undefined}
              aria-describedby={form.errors.address ? `${addressId}-error` : undefined}
              data-testid="pm-redeem-address"
            />
            {form.errors.address && (
              <p id={`${addressId}-error`} className="field__error" role="alert">
                {say(form.errors.address)}
              </p>
            )}
          </div>
          <TextField
            label={t('pm_mobile')}
            required
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={REDEEM_LIMITS.mobile}
            value={mobile}
            onChange={edit(setMobile)}
            error={say(form.errors.mobile)}
            placeholder="+880 1712 345678"
            data-testid="pm-redeem-mobile"
          />
          <PaymentPasswordField
            value={password}
            onChange={edit(setPassword)}
            error={say(form.errors.password)}
            testId="pm-redeem-password"
          />
          <div className="pm-form__preview" aria-live="polite" data-testid="pm-redeem-total">
            <span>{t('pm_total')}</span>
            <strong>
              <PointsIcon aria-hidden="true" /> {t('pm_points_value', { points: formatCount(total) })}
            </strong>
          </div>
          <p className="pm-form__after">
            {t('pm_redeem_after', { points: formatCount(Math.max(0, points - total)) })}
          </p>
          {refusal && <RefusalNote refusal={refusal} testId="pm-redeem-refusal" onLeave={onClose} />}
          <SubmitButton busy={busy} testId="pm-redeem-submit">
            {t('pm_redeem_submit')}
          </SubmitButton>
        </form>
      )}
    </Modal>
  );
}
