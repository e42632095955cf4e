import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Field } from '../../../components/field';
import { parseAmount } from '../../../lib/format';
import { useAction } from '../../../lib/hooks/use-action';
import type { PrizeMode } from '../api/get-mode-games';
import { putOdds } from '../api/put-odds';
import { familyOf, parsePayout, payoutText, priceText } from '../odds-form';
import { usePrizeName } from './prize-name';

export interface BetOdds {
  unitPrice: number;
  payoutMilli: Record<string, number>;
}

/**
 * One bet type's odds under one prize mode: the unit price (typed text read exactly, as an
 * adjustment's amount is) and what each prize pays, as "N×" with up to three decimals. The change
 * holds for every game of the bet type's family at this mode, for bets placed after it; the server
 * refuses odds that do not fit the bet type (`lottery.odds.invalid`) and the dialog shows why.
 */
export function OddsDialog(props: {
  prizeMode: PrizeMode;
  modeName: string;
  betType: string;
  odds: BetOdds;
  scale: number;
  currency: string;
  onSaved: (odds: BetOdds) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const prizeName = usePrizeName();
  const prizes = Object.keys(props.odds.payoutMilli);
  const [price, setPrice] = useState(priceText(props.odds.unitPrice, props.scale));
  const [payouts, setPayouts] = useState<Record<string, string>>(() =>
    Object.fromEntries(prizes.map((prize) => [prize, payoutText(props.odds.payoutMilli[prize] ?? 0)])),
  );
  const [wrong, setWrong] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const action = useAction();

  const submit = async () => {
    const unitPrice = parseAmount(price, props.scale);
    if (unitPrice === null || unitPrice > 1_000_000) {
      setWrong('unitPrice');
      return setInvalid(t('lottery.odds.priceInvalid', { scale: props.scale }));
    }
    const payoutMilli: Record<string, number> = {};
    for (const prize of prizes) {
      const milli = parsePayout(payouts[prize] ?? '');
      if (milli === null) {
        setWrong(prize);
        return setInvalid(t('lottery.odds.payoutInvalid', { prize: prizeName(prize) }));
      }
      payoutMilli[prize] = milli;
    }
    setWrong(null);
    setInvalid(null);
    let saved: BetOdds | null = null;
    const ok = await action.run(async () => {
      saved = await putOdds({ prizeMode: props.prizeMode, betType: props.betType, unitPrice, payoutMilli });
    });
    if (ok && saved) props.onSaved(saved);
  };

  return (
    <Dialog
      title={t('lottery.odds.editTitle', { betType: props.betType })}
      submitLabel={t('common.save')}
      busy={action.busy}
      error={invalid ?? action.error}
      onSubmit={() => void submit()}
      onClose={props.onClose}
      testId="odds-dialog"
    >
      <p className="callout small">
        {t('lottery.odds.scope', { mode: props.modeName, family: familyOf(props.betType) })}
      </p>
      <Field label={t('lottery.odds.unitPrice', { currency: props.currency })}>
        {(id) => (
          <input
            id={id}
            name="unitPrice"
            inputMode="decimal"
            autoComplete="off"
            className="input--price"
            required
            aria-invalid={wrong === 'unitPrice' || undefined}
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
        )}
      </Field>
      <fieldset className="payout-grid">
        <legend>{t('lottery.odds.payoutsLegend')}</legend>
        {prizes.map((prize) => (
          <label key={prize} className="payout-grid__item">
            <span>{prizeName(prize)}</span>
            <span className="payout-grid__input">
              <input
                name={`payout-${prize}`}
                inputMode="decimal"
                autoComplete="off"
                required
                aria-invalid={wrong === prize || undefined}
                value={payouts[prize] ?? ''}
                onChange={(e) => setPayouts((before) => ({ ...before, [prize]: e.target.value }))}
              />
              <span aria-hidden="true">×</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="muted small">{t('lottery.odds.payoutHint')}</p>
    </Dialog>
  );
}
