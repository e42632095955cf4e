import { MAIN_WALLET_ID, type WalletBalance } from '@tessera/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { CLIENT_ERROR_CODES, isApiError } from '../../../lib/api/api-error';
import { useFieldErrors } from '../../../lib/forms/use-field-errors';
import { postWalletTransfer } from '../api/post-wallet-transfer';
import { formatAmount, formatBalance } from '../balance-format';
import { applyBalance } from '../balance-store';
import { newRequestId } from '../request-id';
import {
  checkTransfer,
  destinationsFor,
  isMain,
  maxAmountText,
  type TransferDraft,
  type TransferProblem,
  transferableWallets,
} from '../transfer-rules';
import { walletName } from '../wallet-names';
import { ReturnIcon, SwapIcon } from './wallet-icons';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * From → to → amount, with the "max" helper and "all back to main". Each submission carries a
 * requestId; after a network failure the retry reuses it, so the server answers instead of moving
 * the money twice. The answer's balances become the site's balance at once.
 */
export function TransferForm({
  wallet,
  onSingleWallet,
}: {
  wallet: WalletBalance;
  onSingleWallet: () => void;
}) {
  const { t } = useTranslation();
  const lines = transferableWallets(wallet);
  const firstVendor = lines.find((line) => !isMain(line.accountTypeId))?.accountTypeId ?? null;
  const [draft, setDraft] = useState<TransferDraft>({ from: MAIN_WALLET_ID, to: firstVendor, amount: '' });
  const [busy, setBusy] = useState<'transfer' | 'sweep' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const pending = useRef<{ key: string; id: string } | null>(null);

  // The rules name one problem at a time, on the field it is about.
  const form = useFieldErrors<TransferProblem['field'], TransferProblem>(draft, () => {
    const found = checkTransfer(draft, wallet);
    return found ? { [found.field]: found } : {};
  });
  const problem = form.errors.from ?? form.errors.to ?? form.errors.amount ?? null;
  const source = lines.find((line) => line.accountTypeId === draft.from);
  const destinations = destinationsFor(wallet, draft.from);
  const money = (amount: number) => formatBalance(amount, wallet.currencySymbol, wallet.scale);
  const name = (id: number | null) =>
    walletName(t, lines.find((line) => line.accountTypeId === id)?.code ?? '', wallet.balance);
  const vendorMoney = lines.some((line) => !isMain(line.accountTypeId) && line.availBalance > 0);

  const change = (next: Partial<TransferDraft>) => {
    setOutcome(null);
    setDraft((previous) => {
      const merged = { ...previous, ...next };
      // A new source decides where money may go: keep the destination only if it is still allowed.
      if (
        next.from !== undefined &&
        !destinationsFor(wallet, merged.from).some((l) => l.accountTypeId === merged.to)
      ) {
        merged.to = destinationsFor(wallet, merged.from)[0]?.accountTypeId ?? null;
      }
      return merged;
    });
  };

  /** Same request as the last unanswered one → same id (a retry); anything else → a new id. */
  const requestIdFor = (key: string) => {
    if (pending.current?.key !== key) pending.current = { key, id: newRequestId() };
    return pending.current.id;
  };

  const send = async (
    kind: 'transfer' | 'sweep',
    body: Parameters<typeof postWalletTransfer>[0],
    done: string,
  ) => {
    setBusy(kind);
    setOutcome(null);
    try {
      applyBalance(await postWalletTransfer(body));
      pending.current = null;
      setOutcome({ tone: 'success', text: done });
      return true;
    } catch (error) {
      if (!isApiError(error, CLIENT_ERROR_CODES.network)) pending.current = null;
      if (isApiError(error, 'wallet.single')) onSingleWallet();
      setOutcome({ tone: 'error', text: isApiError(error) ? error.message : t('common_load_failed') });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = form.checkAll();
    if (busy || Object.keys(found).length > 0) return;
    const amount = Number(draft.amount.trim());
    const key = `${draft.from}>${draft.to}:${amount}`;
    const done = t('wallet_transfer_done', {
      amount: money(amount),
      from: name(draft.from),
      to: name(draft.to),
    });
    const body = { requestId: requestIdFor(key), from: draft.from!, to: draft.to!, amount };
    if (await send('transfer', body, done)) {
      setDraft((previous) => ({ ...previous, amount: '' }));
      form.reset();
    }
  };

  const sweep = () => {
    if (busy) return;
    void send('sweep', { requestId: requestIdFor('sweep'), allToMain: true }, t('wallet_sweep_done'));
  };

  return (
    <form
      ref={form.formRef}
      className="transfer-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="transfer-form"
    >
      <div className="transfer-form__pair">
        <label className={`field ${problem?.field === 'from' ? 'field--invalid' : ''}`}>
          <span className="field__label">{t('wallet_from')}</span>
          <select
            name="from"
            className="field__select"
            value={draft.from ?? ''}
            onChange={(event) => change({ from: Number(event.target.value) })}
          >
            {lines.map((line) => (
              <option key={line.accountTypeId} value={line.accountTypeId}>
                {`${walletName(t, line.code, wallet.balance)} · ${formatAmount(line.availBalance, wallet.scale)}`}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="icon-button transfer-form__swap"
          onClick={() => change({ from: draft.to, to: draft.from })}
          disabled={draft.to === null}
          aria-label={t('wallet_swap')}
          title={t('wallet_swap')}
        >
          <SwapIcon />
        </button>
        <label className={`field ${problem?.field === 'to' ? 'field--invalid' : ''}`}>
          <span className="field__label">{t('wallet_to')}</span>
          <select
            name="to"
            className="field__select"
            value={draft.to ?? ''}
            onChange={(event) => change({ to: Number(event.target.value) })}
          >
            {destinations.map((line) => (
              <option key={line.accountTypeId} value={line.accountTypeId}>
                {`${walletName(t, line.code, wallet.balance)} · ${formatAmount(line.availBalance, wallet.scale)}`}
              </option>
            ))}
          </select>
        </label>
      </div>
      {problem && problem.field !== 'amount' && (
        <p className="field__error">{t(problem.key, problem.params)}</p>
      )}

      <div className={`field ${problem?.field === 'amount' ? 'field--invalid' : ''}`}>
        <label className="field__label" htmlFor="transfer-amount">
          {t('wallet_amount')}
        </label>
        <div className="field__row">
          <div className="field__control">
            <input
              id="transfer-amount"
              name="amount"
              className="field__input"
              inputMode="decimal"
              autoComplete="off"
              placeholder={formatAmount(0, wallet.scale)}
              value={draft.amount}
              onChange={(event) => change({ amount: event.target.value })}
              aria-invalid={problem?.field === 'amount'}
              aria-describedby="transfer-amount-hint"
            />
          </div>
          <button
            type="button"
            className="button button--ghost transfer-form__max"
            onClick={() => change({ amount: maxAmountText(source, wallet.scale) })}
            disabled={!source}
            data-testid="transfer-max"
          >
            {t('wallet_max')}
          </button>
        </div>
        {problem?.field === 'amount' ? (
          <span className="field__error" id="transfer-amount-hint">
            {t(problem.key, problem.params)}
          </span>
        ) : (
          <span className="field__hint" id="transfer-amount-hint">
            {t('wallet_available', { amount: money(source?.availBalance ?? 0) })}
          </span>
        )}
      </div>

      {outcome && (
        <p
          className={outcome.tone === 'success' ? 'form-success' : 'form-alert'}
          role={outcome.tone === 'success' ? 'status' : 'alert'}
          data-testid="transfer-outcome"
        >
          {outcome.text}
        </p>
      )}

      <div className="transfer-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy !== null}
          data-testid="transfer-submit"
        >
          {busy === 'transfer' && <Spinner size="small" />}
          {t('wallet_transfer_submit')}
        </button>
        <button
          type="button"
          className="button button--outline"
          onClick={sweep}
          disabled={busy !== null || !vendorMoney}
          data-testid="transfer-all-to-main"
        >
          {busy === 'sweep' ? <Spinner size="small" /> : <ReturnIcon />}
          {t('wallet_all_to_main')}
        </button>
      </div>
    </form>
  );
}
